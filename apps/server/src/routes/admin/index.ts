import type { FastifyInstance } from 'fastify';
import { registerAdminSessionRoutes } from './session';
import { registerAdminOperationsRoutes } from './operations/index';
import { registerAdminRateRoutes } from './rates';
import { registerAdminSettingsRoutes } from './settings';
import { registerAdminContentRoutes } from './content';
import { registerAdminOperatorRoutes } from './operators';
import { registerAdminInformationPageRoutes } from './information-pages';
import { registerUploadRoutes } from './uploads';
import { registerSettlementRoutes } from './settlements';
import { registerPartnerKeyRoutes } from './partner-keys';
import { registerRateReviewRoutes } from './rate-reviews';
import { registerRateFeedRoutes } from './rate-feeds';

/** The back office's API under /api/admin (docs/product.md#back-office). */
export function registerAdminRoutes(app: FastifyInstance) {
  registerAdminSessionRoutes(app);
  registerAdminOperationsRoutes(app);
  registerAdminRateRoutes(app);
  registerAdminSettingsRoutes(app);
  registerAdminContentRoutes(app);
  registerAdminOperatorRoutes(app);
  registerAdminInformationPageRoutes(app);
  registerUploadRoutes(app);
  registerSettlementRoutes(app);
  registerPartnerKeyRoutes(app);
  registerRateReviewRoutes(app);
  registerRateFeedRoutes(app);
}
