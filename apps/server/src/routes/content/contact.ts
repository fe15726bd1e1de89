import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sendMessage, sendMessageByPost, type TSendMessageRequest } from '@sarraf/contracts';
import { routeFromContract } from '../../lib/route';
import { say } from '../../lib/messages';
import { sendContactMessage } from '../../services/contact';

/** `send/message`: the contact form, as a query (GET, as the portal sends it) or a JSON body. */
export function registerContactRoutes(app: FastifyInstance) {
  const { database, counters, config } = app.deps;
  const send = async (request: FastifyRequest, message: TSendMessageRequest) => {
    await sendContactMessage(
      database.db,
      counters,
      {
        message,
        ip: request.ip,
        userAgent: request.headers['user-agent'],
        // The contract's access is `optional`: a signed-in sender is linked to their subscriber row.
        subscriberId: request.subscriber?.id ?? null,
      },
      { defaultCountry: config.defaultCountry },
    );
    return { message: say(request, 'contact_sent') };
  };
  routeFromContract(app, sendMessage, async ({ query, request, reply }) => {
    // A GET that writes: no browser or proxy may answer it from a cache.
    void reply.header('cache-control', 'no-store');
    return send(request, query);
  });
  routeFromContract(app, sendMessageByPost, async ({ body, request, reply }) => {
    void reply.header('cache-control', 'no-store');
    return send(request, body);
  });
}
