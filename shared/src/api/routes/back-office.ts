import { representativesSchema } from '../../back-office/representatives';
import {
  dashboardStatsSchema,
  latestRecountSchema,
  seasonViewSchema,
  statsRecountSchema,
} from '../../back-office/schemas';
import { workQueueQuerySchema, workQueueSchema } from '../../back-office/work-queues';
import { companySettingsSchema } from '../../back-office/company-settings';
import { type RouteContract } from '../contract';

/**
 * The staff's views across claims and the firm's settings: dashboard counters, the season, the work queue, the
 * Form 2848 representatives and the company details the public site shows.
 */
export const backOfficeRoutes = {
  getDashboardStats: {
    method: 'GET',
    path: '/admin/stats',
    auth: 'admin',
    summary: 'Dashboard counters.',
    responses: { 200: dashboardStatsSchema },
  },
  recountDashboardStats: {
    method: 'POST',
    path: '/admin/stats/recount',
    auth: 'admin',
    summary: 'Recounts the dashboard counters from the stored items, in the background; one recount at a time.',
    responses: { 202: statsRecountSchema },
  },
  getStatsRecount: {
    method: 'GET',
    path: '/admin/stats/recount',
    auth: 'admin',
    summary: 'The latest recount of the dashboard counters, if any.',
    responses: { 200: latestRecountSchema },
  },
  getSeasonView: {
    method: 'GET',
    path: '/admin/season',
    auth: 'admin',
    summary:
      'The season at a glance: claims per stage and money per week, the lost-form funnel and the deadlines near, from the aggregates the stream processor keeps.',
    responses: { 200: seasonViewSchema },
  },
  listWorkQueue: {
    method: 'GET',
    path: '/admin/work-queue',
    auth: 'admin',
    summary:
      'Claims with their paid amount, stage, days in stage and next action, filtered by a work queue or a stage, with every queue’s count.',
    query: workQueueQuerySchema,
    responses: { 200: workQueueSchema },
  },
  // The firm's settings.
  getRepresentatives: {
    method: 'GET',
    path: '/admin/settings/representatives',
    auth: 'admin',
    summary: 'The individuals Form 2848 names as representatives (name, CAF number, PTIN, designation).',
    responses: { 200: representativesSchema },
  },
  saveRepresentatives: {
    method: 'PUT',
    path: '/admin/settings/representatives',
    auth: 'admin',
    summary: 'Replaces the Form 2848 representatives printed on every worksheet.',
    body: representativesSchema,
    responses: { 200: representativesSchema },
  },
  getCompanySettings: {
    method: 'GET',
    path: '/admin/settings/company',
    auth: 'admin',
    summary: 'The company details the public site shows: legal name, address, phone, hours, preparers, testimonials.',
    responses: { 200: companySettingsSchema },
  },
  saveCompanySettings: {
    method: 'PUT',
    path: '/admin/settings/company',
    auth: 'admin',
    summary: 'Replaces the company details the public site shows (an unset text is shown nowhere).',
    body: companySettingsSchema,
    responses: { 200: companySettingsSchema },
  },
} as const satisfies Record<string, RouteContract>;
