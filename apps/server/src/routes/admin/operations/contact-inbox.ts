import type { FastifyInstance } from 'fastify';
import {
  adminAnswerContactMessage,
  adminGetContactMessage,
  adminListContactMessages,
  adminSetContactStatus,
} from '@sarraf/contracts';
import { pickLang, translate } from '../../../lib/messages';
import { routeFromContract } from '../../../lib/route';
import { requireAdmin } from '../../../plugins/admin-auth';
import { answerContactMessage } from '../../../services/back-office/contact-inbox/answer-contact-message';
import {
  openContactMessage,
  setContactStatus,
} from '../../../services/back-office/contact-inbox/change-contact-status';
import { listContactMessages } from '../../../services/back-office/contact-inbox/list-contact-messages';

export function registerContactInboxRoutes(app: FastifyInstance) {
  const { database } = app.deps;
  const deps = { ...app.deps, log: app.log };

  routeFromContract(app, adminListContactMessages, ({ query }) => listContactMessages(database.db, query));

  routeFromContract(app, adminGetContactMessage, async ({ params, request }) => ({
    data: await openContactMessage(database.db, { admin: requireAdmin(request), ip: request.ip }, params.id),
  }));

  routeFromContract(app, adminSetContactStatus, async ({ params, body, request }) => ({
    message: translate('ops_contact_status_saved', pickLang(request.headers['accept-language'])),
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
    const lang = pickLang(request.headers['accept-language']);
    return {
      message: translate(smsId ? 'ops_contact_answered_sms' : 'ops_contact_answered', lang),
      data: detail,
    };
  });
}
