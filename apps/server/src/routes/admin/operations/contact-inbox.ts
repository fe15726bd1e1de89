import type { FastifyInstance } from 'fastify';
import {
  adminAnswerContactMessage,
  adminGetContactMessage,
  adminListContactMessages,
  adminSetContactStatus,
} from '@sarraf/contracts';
import { say } from '../../../lib/messages';
import { routeFromContract } from '../../../lib/route';
import { requireAdmin } from '../../../plugins/admin-auth';
import {
  answerContactMessage,
  listContactMessages,
  openContactMessage,
  setContactStatus,
} from '../../../services/contact';

export function registerContactInboxRoutes(app: FastifyInstance) {
  const { database } = app.deps;
  const deps = { ...app.deps, log: app.log };

  routeFromContract(app, adminListContactMessages, ({ query }) => listContactMessages(database.db, query));

  routeFromContract(app, adminGetContactMessage, async ({ params, request }) => ({
    data: await openContactMessage(database.db, { admin: requireAdmin(request), ip: request.ip }, params.id),
  }));

  routeFromContract(app, adminSetContactStatus, async ({ params, body, request }) => ({
    message: say(request, 'ops_contact_status_saved'),
    data: await setContactStatus(
      database.db,
      { admin: requireAdmin(request), ip: request.ip },
      params.id,
      body.status,
    ),
  }));

  routeFromContract(app, adminAnswerContactMessage, async ({ params, body, request }) => {
    const { detail, smsId } = await answerContactMessage(
      deps,
      { admin: requireAdmin(request), ip: request.ip },
      params.id,
      body,
    );
    return {
      message: say(request, smsId ? 'ops_contact_answered_sms' : 'ops_contact_answered'),
      data: detail,
    };
  });
}
