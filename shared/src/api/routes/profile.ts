import {
  profileViewSchema,
  saveAddressRequestSchema,
  saveItinRequestSchema,
  saveLanguageRequestSchema,
  saveProfileRequestSchema,
} from '../../profile/schemas';
import { noBody, type FeatureRoutes } from '../contract';

/** The customer's profile. */
export const profileRoutes = {
  getProfile: {
    method: 'GET',
    path: '/profile',
    auth: 'user',
    feature: 'profile',
    summary: 'The profile with its ITIN masked.',
    responses: { 200: profileViewSchema },
    errors: ['not_found'],
  },
  getProfileForEditing: {
    method: 'GET',
    path: '/profile/edit',
    auth: 'user',
    feature: 'profile',
    summary: 'The profile with the full ITIN, for its edit form.',
    responses: { 200: profileViewSchema },
    errors: ['not_found'],
  },
  saveProfile: {
    method: 'PUT',
    path: '/profile',
    auth: 'user',
    feature: 'profile',
    summary: 'Saves the whole profile if nobody changed it meanwhile (409 carries the current one).',
    body: saveProfileRequestSchema,
    responses: { 200: profileViewSchema },
    errors: ['conflict'],
  },
  saveDeliveryAddress: {
    method: 'PUT',
    path: '/profile/address',
    auth: 'user',
    feature: 'profile',
    summary: 'Saves the address the forms are delivered to.',
    body: saveAddressRequestSchema,
    responses: { 200: profileViewSchema },
    errors: ['conflict'],
  },
  saveItin: {
    method: 'PUT',
    path: '/profile/itin',
    auth: 'user',
    feature: 'profile',
    summary: 'Keeps the ITIN typed in the wizard on the profile.',
    body: saveItinRequestSchema,
    responses: { 200: profileViewSchema },
    errors: ['conflict'],
  },

  saveLanguage: {
    method: 'PUT',
    path: '/profile/language',
    auth: 'user',
    feature: 'profile',
    summary: 'Records the language the customer uses (mail and documents follow it).',
    body: saveLanguageRequestSchema,
    responses: { 204: noBody },
  },
} as const satisfies FeatureRoutes<'profile'>;
