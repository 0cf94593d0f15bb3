import { readCompanySettings, saveCompanySettings as storeCompanySettings } from '../data/stores/company-settings';
import { ok, operation } from '../http/lambda-handler';

export const getCompanySettings = operation('getCompanySettings', async () => ok(await readCompanySettings()));

export const saveCompanySettings = operation('saveCompanySettings', async ({ caller, body }) => {
  await storeCompanySettings(body, caller.email || caller.userId);
  return ok(await readCompanySettings());
});
