import { backOfficeRoutes } from '@taxback/shared/api/routes/back-office';
import { lambdaHandler, type FeatureImplementation } from '../http/lambda-handler';
import { getCompanySettings, saveCompanySettings } from './company-settings';
import { getRepresentatives, saveRepresentatives } from './representatives';
import { getDashboardStats, getSeasonView, getStatsRecount, recountDashboardStats } from './stats';
import { listWorkQueue } from './work-queue';

/** The staff's views across claims (dashboard, season, work queue) and the firm's settings. */
export const backOffice = {
  getDashboardStats,
  recountDashboardStats,
  getStatsRecount,
  getSeasonView,
  listWorkQueue,
  getRepresentatives,
  saveRepresentatives,
  getCompanySettings,
  saveCompanySettings,
} satisfies FeatureImplementation<'back-office'>;

export const handler = lambdaHandler(backOfficeRoutes, backOffice);
