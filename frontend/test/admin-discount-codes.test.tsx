import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { staffCopy } from '@taxback/shared/copy-staff';
import { describe, expect, it, vi } from 'vitest';
import { firstPage, signInAdmin } from './helpers/admin';
import { callsTo, fakeApi } from './helpers/fake-api';
import { renderApp } from './helpers/render-app';

vi.mock('aws-amplify/auth', () => import('./helpers/amplify-auth-mock'));

const text = staffCopy.adminDiscounts;

const codeOf = (overrides: Record<string, unknown>) => ({
  code: 'SPRING10',
  discountType: 'percentage',
  discountValue: 10,
  description: null,
  maxUses: null,
  currentUses: 3,
  reservedUses: 0,
  expiresAt: null,
  active: true,
  createdAt: '2026-01-05T10:00:00.000Z',
  state: 'active',
  ...overrides,
});

async function openDiscountCodes(codes: unknown[], more: Parameters<typeof fakeApi>[0] = {}) {
  const fetchMock = fakeApi({ ...signInAdmin(), ...firstPage('discount-codes', codes), ...more });
  renderApp('/admin/dashboard');
  await userEvent.click(await screen.findByRole('tab', { name: staffCopy.adminDashboard.tabs.discountCodes }));
  return fetchMock;
}

const dialog = () => within(screen.getByRole('dialog'));

describe('the Discount Codes tab', () => {
  it('shows each code with its discount, usage and state', async () => {
    await openDiscountCodes([
      codeOf({}),
      codeOf({
        code: 'FLAT25',
        discountType: 'fixed_amount',
        discountValue: 2500,
        maxUses: 5,
        currentUses: 5,
        state: 'max_uses_reached',
      }),
    ]);
    const rows = await screen.findAllByRole('row');
    expect(within(rows[1]!).getByText('10%')).toBeTruthy();
    expect(within(rows[1]!).getByText('3/∞')).toBeTruthy();
    expect(within(rows[1]!).getByText(text.states.active)).toBeTruthy();
    expect(within(rows[2]!).getByText('US$25.00')).toBeTruthy();
    expect(within(rows[2]!).getByText('5/5')).toBeTruthy();
    expect(within(rows[2]!).getByText(text.states.max_uses_reached)).toBeTruthy();
  });

  it('shows the uses held by open checkouts apart from the uses paid for', async () => {
    await openDiscountCodes([codeOf({ code: 'LAST1', maxUses: 2, currentUses: 1, reservedUses: 1 })]);
    const rows = await screen.findAllByRole('row');
    expect(within(rows[1]!).getByText(`1/2 · ${text.reserved(1)}`)).toBeTruthy();
  });

  it('refuses a percentage above 100 and a value below 1, upper-casing the code as typed', async () => {
    const fetchMock = await openDiscountCodes([]);
    await userEvent.click(await screen.findByRole('button', { name: text.newCode }));
    const code = dialog().getByLabelText(text.form.code) as HTMLInputElement;
    await userEvent.type(code, 'summer-26');
    expect(code.value).toBe('SUMMER-26');

    const value = dialog().getByLabelText(text.form.valuePercent);
    await userEvent.type(value, '150');
    await userEvent.click(dialog().getByRole('button', { name: text.form.create }));
    expect(await dialog().findByText(text.percentTooHigh)).toBeTruthy();

    await userEvent.clear(value);
    await userEvent.type(value, '0');
    await userEvent.click(dialog().getByRole('button', { name: text.form.create }));
    expect(await dialog().findByText(text.valuePositive)).toBeTruthy();
    expect(callsTo(fetchMock, 'POST', '/admin/discount-codes')).toHaveLength(0);
  });

  it('says when the code already exists', async () => {
    const fetchMock = await openDiscountCodes([], {
      'POST /admin/discount-codes': () => ({ status: 409, body: { code: 'conflict', message: text.duplicate } }),
    });
    await userEvent.click(await screen.findByRole('button', { name: text.newCode }));
    await userEvent.type(dialog().getByLabelText(text.form.code), 'spring10');
    await userEvent.selectOptions(dialog().getByLabelText(text.form.type), 'fixed_amount');
    await userEvent.type(dialog().getByLabelText(text.form.valueCents), '2500');
    await userEvent.click(dialog().getByRole('button', { name: text.form.create }));

    expect(await dialog().findByText(text.duplicate)).toBeTruthy();
    const [, init] = callsTo(fetchMock, 'POST', '/admin/discount-codes')[0]!;
    expect(JSON.parse(String(init?.body))).toMatchObject({
      code: 'SPRING10',
      discountType: 'fixed_amount',
      discountValue: 2500,
      maxUses: null,
      expiresAt: null,
      active: true,
    });
  });

  it('says why a code held by an open checkout cannot be deleted, and keeps it listed', async () => {
    const fetchMock = await openDiscountCodes([codeOf({ reservedUses: 1 })], {
      'DELETE /admin/discount-codes/SPRING10': () => ({
        status: 409,
        body: { code: 'conflict', message: text.heldByCheckout },
      }),
    });
    await userEvent.click(await screen.findByRole('button', { name: text.deleteLabel('SPRING10') }));
    await userEvent.click(dialog().getByRole('button', { name: text.confirmDelete }));

    expect((await dialog().findByRole('alert')).textContent).toBe(text.heldByCheckout);
    expect(callsTo(fetchMock, 'DELETE', '/admin/discount-codes/SPRING10')).toHaveLength(1);
  });
});
