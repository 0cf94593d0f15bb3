import { z } from 'zod';
import {
  confirmAccountRequestSchema,
  confirmationEmailRequestSchema,
  saveAddressRequestSchema,
  saveItinRequestSchema,
  applicationIdParamsSchema,
  createApplicationRequestSchema,
  updateApplicationRequestSchema,
  presignUploadRequestSchema,
  confirmUploadRequestSchema,
  saveProfileRequestSchema,
} from '@taxback/shared';
import type { RouteDefinition } from './http/route-types';

/**
 * Every route of the API. CDK builds the HTTP API from this table and the local gateway serves it,
 * so a route exists in exactly one place.
 */
export const routes = {
  getMe: { method: 'GET', path: '/me', auth: 'user', feature: 'account' },
  registerSignIn: {
    method: 'POST',
    path: '/me',
    auth: 'user',
    feature: 'account',
    body: z.object({}).optional(),
  },
  sendConfirmationEmail: {
    method: 'POST',
    path: '/auth/confirmation-email',
    auth: 'public',
    feature: 'account',
    body: confirmationEmailRequestSchema,
  },
  confirmAccount: {
    method: 'POST',
    path: '/auth/confirm',
    auth: 'public',
    feature: 'account',
    body: confirmAccountRequestSchema,
  },

  getProfile: { method: 'GET', path: '/profile', auth: 'user', feature: 'profile' },
  getProfileForEditing: { method: 'GET', path: '/profile/edit', auth: 'user', feature: 'profile' },
  saveProfile: { method: 'PUT', path: '/profile', auth: 'user', feature: 'profile', body: saveProfileRequestSchema },
  saveDeliveryAddress: {
    method: 'PUT',
    path: '/profile/address',
    auth: 'user',
    feature: 'profile',
    body: saveAddressRequestSchema,
  },
  saveItin: { method: 'PUT', path: '/profile/itin', auth: 'user', feature: 'profile', body: saveItinRequestSchema },

  getCurrentApplication: { method: 'GET', path: '/applications/current', auth: 'user', feature: 'applications' },
  getApplicationById: {
    method: 'GET',
    path: '/applications/{applicationId}',
    auth: 'user',
    feature: 'applications',
    params: applicationIdParamsSchema,
  },
  createApplication: {
    method: 'POST',
    path: '/applications',
    auth: 'user',
    feature: 'applications',
    body: createApplicationRequestSchema,
  },
  updateApplicationAnswers: {
    method: 'PATCH',
    path: '/applications/{applicationId}',
    auth: 'user',
    feature: 'applications',
    params: applicationIdParamsSchema,
    body: updateApplicationRequestSchema,
  },
  finishApplication: {
    method: 'POST',
    path: '/applications/{applicationId}/finish',
    auth: 'user',
    feature: 'applications',
    params: applicationIdParamsSchema,
  },

  presignDocumentUpload: {
    method: 'POST',
    path: '/uploads',
    auth: 'user',
    feature: 'uploads',
    body: presignUploadRequestSchema,
  },
  confirmDocumentUpload: {
    method: 'POST',
    path: '/uploads/confirm',
    auth: 'user',
    feature: 'uploads',
    body: confirmUploadRequestSchema,
  },
  listDocuments: { method: 'GET', path: '/uploads', auth: 'user', feature: 'uploads' },
} as const satisfies Record<string, RouteDefinition>;

export type Routes = typeof routes;
export type OperationName = keyof Routes;

export const routeKey = (route: RouteDefinition): string => `${route.method} ${route.path}`;

export const routeEntries = (): [OperationName, RouteDefinition][] =>
  Object.entries(routes) as [OperationName, RouteDefinition][];

const byRouteKey = new Map(routeEntries().map(([name, route]) => [routeKey(route), { name, route }]));

export const findRoute = (key: string) => byRouteKey.get(key);
