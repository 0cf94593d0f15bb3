import { lambdaHandler } from '../http/lambda-handler';
import {
  getProfile,
  getProfileForEditing,
  saveDeliveryAddress,
  saveItin,
  saveLanguage,
  saveProfile,
} from './operations';

export const handler = lambdaHandler('profile', [
  getProfile,
  getProfileForEditing,
  saveProfile,
  saveDeliveryAddress,
  saveItin,
  saveLanguage,
]);
