import { profileRoutes } from '@taxback/shared/api/routes/profile';
import { lambdaHandler } from '../http/lambda-handler';
import {
  getProfile,
  getProfileForEditing,
  saveDeliveryAddress,
  saveItin,
  saveLanguage,
  saveProfile,
} from './operations';

export const handler = lambdaHandler(profileRoutes, [
  getProfile,
  getProfileForEditing,
  saveProfile,
  saveDeliveryAddress,
  saveItin,
  saveLanguage,
]);
