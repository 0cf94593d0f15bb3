import { lambdaHandler } from '../http/lambda-handler';
import { getProfile, getProfileForEditing, saveDeliveryAddress, saveItin, saveProfile } from './operations';

export const handler = lambdaHandler('profile', [
  getProfile,
  getProfileForEditing,
  saveProfile,
  saveDeliveryAddress,
  saveItin,
]);
