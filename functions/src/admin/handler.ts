import { adminRoutes } from '@taxback/shared/api/routes/admin';
import { lambdaHandler } from '../http/lambda-handler';
import {
  changeStatus,
  getAdminApplication,
  listAdminApplications,
  listAdminClaimPayments,
  recordIdentityCheck,
  recordProgress,
  setEstimatedRefund,
} from './applications';
import {
  createDiscountCode,
  deleteDiscountCode,
  listDiscountCodes,
  setDiscountCodeActive,
  updateDiscountCode,
} from './discount-codes';
import { downloadAdminFile, listAdminFiles } from './files';
import { getDashboardStats, getSeasonView, getStatsRecount, recountDashboardStats } from './stats';
import { listAdminUsers } from './users';
import { listWorkQueue } from './work-queue';

export const handler = lambdaHandler(adminRoutes, [
  getDashboardStats,
  recountDashboardStats,
  getStatsRecount,
  getSeasonView,
  listAdminApplications,
  listWorkQueue,
  getAdminApplication,
  listAdminClaimPayments,
  recordProgress,
  changeStatus,
  recordIdentityCheck,
  setEstimatedRefund,
  listAdminUsers,
  listAdminFiles,
  downloadAdminFile,
  listDiscountCodes,
  createDiscountCode,
  updateDiscountCode,
  setDiscountCodeActive,
  deleteDiscountCode,
]);
