import {
  readRepresentatives,
  saveRepresentatives as storeRepresentatives,
} from '../data/stores/representative-settings';
import { ok, operation } from '../http/lambda-handler';

export const getRepresentatives = operation('getRepresentatives', async () => ok(await readRepresentatives()));

export const saveRepresentatives = operation('saveRepresentatives', async ({ caller, body }) => {
  await storeRepresentatives(body, caller.email || caller.userId);
  return ok(await readRepresentatives());
});
