import {
  applicationIdParamsSchema,
  applicationListSchema,
  applicationViewSchema,
  createApplicationRequestSchema,
  currentApplicationResponseSchema,
  updateApplicationRequestSchema,
} from '../../application/schemas';
import { type FeatureRoutes } from '../contract';

/** A customer's applications. */
export const applicationsRoutes = {
  getCurrentApplication: {
    method: 'GET',
    path: '/applications/current',
    auth: 'user',
    feature: 'applications',
    summary: "The customer's current application, or null.",
    responses: { 200: currentApplicationResponseSchema },
  },
  listApplications: {
    method: 'GET',
    path: '/applications',
    auth: 'user',
    feature: 'applications',
    summary: "The customer's claims over the years, newest first.",
    responses: { 200: applicationListSchema },
  },
  getApplicationById: {
    method: 'GET',
    path: '/applications/{applicationId}',
    auth: 'user',
    feature: 'applications',
    summary: 'One of the caller’s applications.',
    params: applicationIdParamsSchema,
    responses: { 200: applicationViewSchema },
    errors: ['not_found'],
  },
  createApplication: {
    method: 'POST',
    path: '/applications',
    auth: 'user',
    feature: 'applications',
    summary:
      'Opens a new claim (optionally with its first answers); 409 with the id of the claim in progress, or when another claim holds a tax year.',
    body: createApplicationRequestSchema,
    responses: { 201: applicationViewSchema },
    errors: ['conflict'],
  },
  updateApplicationAnswers: {
    method: 'PATCH',
    path: '/applications/{applicationId}',
    auth: 'user',
    feature: 'applications',
    summary:
      'Saves wizard answers if the version matches (409 carries the current application, or names the claim holding a tax year).',
    params: applicationIdParamsSchema,
    body: updateApplicationRequestSchema,
    responses: { 200: applicationViewSchema },
    errors: ['not_found', 'conflict'],
  },
  finishApplication: {
    method: 'POST',
    path: '/applications/{applicationId}/finish',
    auth: 'user',
    feature: 'applications',
    summary: 'Marks a complete application ready for payment; 400 lists what is missing.',
    params: applicationIdParamsSchema,
    responses: { 200: applicationViewSchema },
    errors: ['not_found', 'conflict'],
  },
} as const satisfies FeatureRoutes<'applications'>;
