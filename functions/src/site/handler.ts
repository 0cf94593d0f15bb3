import { siteRoutes } from '@taxback/shared/api/routes/site';
import { lambdaHandler, type FeatureImplementation } from '../http/lambda-handler';
import { getCompanyInfo } from './company';
import { getHealth } from './health';

/** The public site's reads: whether the API is up, and the company details. */
export const site = {
  getHealth,
  getCompanyInfo,
} satisfies FeatureImplementation<'site'>;

export const handler = lambdaHandler(siteRoutes, site);
