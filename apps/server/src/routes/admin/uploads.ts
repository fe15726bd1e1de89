import type { FastifyInstance } from 'fastify';
import { adminUploadImage, getUploadedImage, UPLOAD_MAX_BYTES } from '@sarraf/contracts';
import { notFound } from '../../lib/http-error';
import { routeFromContract } from '../../lib/route';
import { requireAdmin } from '../../plugins/admin-auth';
import {
  createImageStore,
  IMAGE_CONTENT_TYPES,
  type ImageKind,
  uploadImage,
} from '../../services/back-office';

/**
 * News images, stored under DATA_DIR/uploads or in an S3-compatible bucket. The upload body is the raw image;
 * its declared type only gets it parsed, the magic bytes decide. Served back with the type of what it
 * really is, `nosniff`, and a sandboxing CSP, so no upload can run script on our origin.
 */
export function registerUploadRoutes(app: FastifyInstance) {
  const { config, database } = app.deps;
  const store = createImageStore(config);

  void app.register((scope, _options, done) => {
    // Scoped to this plugin: everywhere else a body is JSON with the app's 64 KB limit.
    scope.addContentTypeParser(
      ['image/jpeg', 'image/png', 'image/webp', 'application/octet-stream'],
      { parseAs: 'buffer', bodyLimit: UPLOAD_MAX_BYTES },
      (_request, body, next) => next(null, body),
    );
    routeFromContract(scope, adminUploadImage, async ({ request }) => {
      const actor = { admin: requireAdmin(request), ip: request.ip };
      return { data: await uploadImage(database.db, store, actor, request.body as Buffer | undefined) };
    });
    done();
  });

  // Registered by hand: the answer is bytes, which the contract's JSON serializer must not touch.
  app.route({
    method: getUploadedImage.method,
    url: getUploadedImage.path,
    config: { access: getUploadedImage.access },
    handler: async (request, reply) => {
      const parsed = getUploadedImage.params.safeParse(request.params);
      if (!parsed.success) throw notFound();
      const bytes = await store.get(parsed.data.name);
      if (!bytes) throw notFound();
      const kind = parsed.data.name.split('.').pop() as ImageKind;
      return reply
        .header('content-type', IMAGE_CONTENT_TYPES[kind])
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .header('cache-control', 'public, max-age=31536000, immutable')
        .send(bytes);
    },
  });
}
