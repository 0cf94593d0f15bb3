import { describe, expect, it } from 'vitest';
import { GetItemCommand, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { copy } from '@taxback/shared';
import { invoke, newCaller } from './support/invoke';

const form = {
  firstName: ' Marie-Zoë  ',
  lastName: "O'Brien & Tremblay",
  addressLine1: '12 Rue Principale',
  addressLine2: '',
  city: 'Montréal',
  province: 'Quebec',
  postalCode: 'h2x 1y4',
  dateOfBirth: '1975-04-09',
  countryOfBirth: 'Canada',
  phone: '+1 (514) 555-0100',
};

async function storedProfileItem(userId: string) {
  const result = await new DynamoDBClient({}).send(
    new GetItemCommand({
      TableName: process.env.TABLE_NAME,
      Key: { PK: { S: `USER#${userId}` }, SK: { S: 'PROFILE' } },
    }),
  );
  return result.Item!;
}

describe('profile', () => {
  it('refuses < and > in a name with a clear message, and saves nothing', async () => {
    const caller = newCaller();
    const refused = await invoke('saveProfile', { caller, body: { ...form, firstName: 'Marie <b>', version: 0 } });
    expect(refused).toMatchObject({ status: 400, body: { fields: { firstName: copy.profile.nameCharacters } } });
    expect((await invoke('getProfile', { caller })).body.firstName ?? '').toBe('');
  });

  it('saves the form as typed (trimmed, postal code upper-cased) and reads it back', async () => {
    const caller = newCaller();
    const saved = await invoke('saveProfile', { caller, body: { ...form, version: 0 } });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      firstName: 'Marie-Zoë',
      lastName: "O'Brien & Tremblay",
      postalCode: 'H2X 1Y4',
      city: 'Montréal',
      version: 1,
    });
    expect((await invoke('getProfile', { caller })).body).toMatchObject({
      addressLine1: '12 Rue Principale',
      country: 'Canada',
    });
  });

  it('stores ITIN, date of birth, phone and address lines only as ciphertext', async () => {
    const caller = newCaller();
    await invoke('saveProfile', { caller, body: { ...form, version: 0, itin: '912-70-1234' } });
    const raw = JSON.stringify(await storedProfileItem(caller.userId));
    for (const secret of ['912701234', '1975-04-09', '555-0100', 'Rue Principale']) expect(raw).not.toContain(secret);
    expect(raw).toContain('Tremblay');
  });

  it('masks the ITIN except on the owner’s edit view', async () => {
    const caller = newCaller();
    await invoke('saveProfile', { caller, body: { ...form, version: 0 } });
    await invoke('saveItin', { caller, body: { itin: '912-70-1234' } });
    const view = await invoke('getProfile', { caller });
    expect(view.body.itinMasked).toBe('***-**-1234');
    expect(view.body).not.toHaveProperty('itin');
    expect((await invoke('getProfileForEditing', { caller })).body.itin).toBe('912701234');
  });

  it.each([
    [{ firstName: '   ' }, 'firstName', copy.validation.required],
    [{ phone: '12ab' }, 'phone', copy.profile.invalidPhone],
    [{ phone: '+0 555' }, 'phone', copy.profile.invalidPhone],
    [{ dateOfBirth: '2999-01-01' }, 'dateOfBirth', copy.profile.dateInvalid],
    [{ countryOfBirth: 'Atlantis' }, 'countryOfBirth', undefined],
  ])('refuses %o', async (change, field, message) => {
    const response = await invoke('saveProfile', { caller: newCaller(), body: { ...form, ...change, version: 0 } });
    expect(response.status).toBe(400);
    expect(Object.keys(response.body.fields)).toContain(field);
    if (message) expect(response.body.fields[field]).toBe(message);
  });

  it('tells the later of two writers about the conflict and hands back the stored profile', async () => {
    const caller = newCaller();
    await invoke('saveProfile', { caller, body: { ...form, version: 0 } });
    const [first, second] = await Promise.all([
      invoke('saveProfile', { caller, body: { ...form, city: 'Laval', version: 1 } }),
      invoke('saveProfile', { caller, body: { ...form, city: 'Gatineau', version: 1 } }),
    ]);
    const statuses = [first.status, second.status].sort();
    expect(statuses).toEqual([200, 409]);
    const loser = first.status === 409 ? first : second;
    const winner = first.status === 409 ? second : first;
    expect(loser.body.current.city).toBe(winner.body.city);
  });

  it('keeps the ITIN when the address is changed from the wizard', async () => {
    const caller = newCaller();
    await invoke('saveProfile', { caller, body: { ...form, version: 0, itin: '912701234' } });
    const moved = await invoke('saveDeliveryAddress', {
      caller,
      body: {
        addressLine1: '1 Main St',
        addressLine2: 'Apt 2',
        city: 'Buffalo',
        province: 'NY',
        postalCode: '14201',
        country: 'United States',
        version: 1,
      },
    });
    expect(moved.body).toMatchObject({
      addressLine1: '1 Main St',
      country: 'United States',
      itinMasked: '***-**-1234',
    });
  });

  it('answers 404 before a profile exists', async () => {
    expect((await invoke('getProfile', { caller: newCaller() })).status).toBe(404);
  });
});
