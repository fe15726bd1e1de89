import type { FastifyInstance } from 'fastify';
import { registerAuditLogRoutes } from './audit-log';
import { registerChannelRoutes } from './channels';
import { registerContactInboxRoutes } from './contact-inbox';
import { registerDashboardRoutes } from './dashboard';
import { registerRevenueRoutes } from './revenue';
import { registerUssdSummaryRoutes } from './ussd';
import { registerSmsLogRoutes } from './sms-log';
import { registerSubscriberRoutes } from './subscribers';
import { registerTransactionRoutes } from './transactions';
import { registerAdminUserRoutes } from './users';

/** The operations half of the back office: dashboard, subscribers, ledger, inbox, SMS, the keyword channel, audit, users. */
export function registerAdminOperationsRoutes(app: FastifyInstance) {
  registerDashboardRoutes(app);
  registerRevenueRoutes(app);
  registerUssdSummaryRoutes(app);
  registerSubscriberRoutes(app);
  registerTransactionRoutes(app);
  registerContactInboxRoutes(app);
  registerSmsLogRoutes(app);
  registerChannelRoutes(app);
  registerAuditLogRoutes(app);
  registerAdminUserRoutes(app);
}
