import type { FastifyInstance } from 'fastify';
import { adminUploadImage, getUploadedImage } from '@sarraf/contracts';
import { notFound } from '../../lib/http-error';
import { routeFromContract, streamAnswer } from '../../lib/route';
import { requireAdmin } from '../../plugins/admin-auth';
import {
  createImageStore,
  IMAGE_CONTENT_TYPES,
  type ImageKind,
  uploadImage,
} from '../../services/back-office';

/**
 * News images, stored under DATA_DIR/uploads or in an S3-compatible bucket. The upload body is the raw image;
 * its declared type only gets it read, the magic bytes decide. Served back with the type of what it
 * really is, `nosniff`, and a sandboxing CSP, so no upload can run script on our origin.
 */
export function registerUploadRoutes(app: FastifyInstance) {
  const { config, database } = app.deps;
  const store = createImageStore(config);

  routeFromContract(app, adminUploadImage, async ({ body, request }) => {
    const actor = { admin: requireAdmin(request), ip: request.ip };
    return { data: await uploadImage(database.db, store, actor, body) };
  });

  routeFromContract(app, getUploadedImage, async ({ params, reply }) => {
    const bytes = await store.get(params.name);
    if (!bytes) throw notFound();
    const kind = params.name.split('.').pop() as ImageKind;
    void reply
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; sandbox")
      .header('cache-control', 'public, max-age=31536000, immutable');
    return streamAnswer(bytes, { contentType: IMAGE_CONTENT_TYPES[kind] });
  });
}
