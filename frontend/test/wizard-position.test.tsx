import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { copy } from '@taxback/shared/copy';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callsTo, fakeApi } from './helpers/fake-api';
import { APPLICATION_ID, applicationOf, skipAnimations } from './helpers/journey';
import { openWizard } from './helpers/wizard';

vi.mock('aws-amplify/auth', () => import('./helpers/amplify-auth-mock'));

const { wizard } = copy;

const patchBodies = (fetchMock: ReturnType<typeof fakeApi>) =>
  callsTo(fetchMock, 'PATCH', `/applications/${APPLICATION_ID}`).map(([, init]) => JSON.parse(String(init?.body)));

describe('wizard position', () => {
  beforeEach(skipAnimations);
  afterEach(() => {
    vi.useRealTimers();
  });

  it('resumes an application without a stored step where its answers lead: uploaded forms give step 6, shown as the upload screen', async () => {
    openWizard(applicationOf({ hasItin: true, taxYears: ['2024'], hasAll1042s: true, num1042sForms: 1 }));
    expect(await screen.findByRole('heading', { name: wizard.upload.title })).toBeTruthy();
  });

  it('resumes at the stored step', async () => {
    const stored = applicationOf({ currentStep: 7, hasItin: false, taxYears: ['2024'], hasAll1042s: true });
    openWizard(stored);
    expect(await screen.findByRole('heading', { name: wizard.delivery.title })).toBeTruthy();
  });

  it('opens step 1 when arriving from /step1', async () => {
    const stored = applicationOf({ currentStep: 7, hasItin: false, taxYears: ['2024'], hasAll1042s: true });
    const { router } = openWizard(stored, '/application?from=step1');
    expect(await screen.findByRole('heading', { name: wizard.itin.title })).toBeTruthy();
    // The marker is used once: a reload resumes from the stored step.
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('offers exactly the claimable tax years, newest first, as toggles', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-22T12:00:00Z'));
    const user = userEvent.setup();
    const { fetchMock } = openWizard(applicationOf({ currentStep: 2, hasItin: false }));

    await screen.findByRole('heading', { name: wizard.years.title });
    const group = screen.getByRole('group', { name: wizard.years.title });
    const toggles = Array.from(group.querySelectorAll('button'));
    expect(toggles.map((button) => button.textContent)).toEqual(['2025', '2024', '2023']);
    expect(toggles.every((button) => button.getAttribute('aria-pressed') === 'false')).toBe(true);
    const next = screen.getByRole('button', { name: wizard.continue });
    expect((next as HTMLButtonElement).disabled).toBe(true);

    await user.click(screen.getByRole('button', { name: '2023' }));
    await user.click(screen.getByRole('button', { name: '2025' }));
    expect(screen.getByRole('button', { name: '2025' }).getAttribute('aria-pressed')).toBe('true');
    expect((next as HTMLButtonElement).disabled).toBe(false);
    await waitFor(() => expect(patchBodies(fetchMock).at(-1)?.answers).toEqual({ taxYears: ['2025', '2023'] }));
  });

  it('adds and removes missing-form entries, and continues once one is described', async () => {
    const user = userEvent.setup();
    const { server } = openWizard(
      applicationOf({ currentStep: 4, hasItin: false, taxYears: ['2024'], hasAll1042s: false }),
    );
    const text = wizard.missingForms;

    await screen.findByRole('heading', { name: text.title });
    expect(screen.getAllByRole('group', { name: /^Form \d$/ })).toHaveLength(1);
    expect(screen.queryByRole('button', { name: text.remove(1) })).toBeNull();
    const next = screen.getByRole('button', { name: wizard.continue });
    expect((next as HTMLButtonElement).disabled).toBe(true);

    await user.click(screen.getByRole('button', { name: `+ ${text.add}` }));
    expect(screen.getAllByRole('group', { name: /^Form \d$/ })).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: text.remove(1) }));
    expect(screen.getAllByRole('group', { name: /^Form \d$/ })).toHaveLength(1);
    expect(screen.queryByRole('button', { name: text.remove(1) })).toBeNull();

    const date = within(screen.getByRole('group', { name: text.date }));
    await user.type(date.getByLabelText(copy.dateField.day), '4');
    await user.selectOptions(date.getByLabelText(copy.dateField.month), '07');
    await user.type(date.getByLabelText(copy.dateField.year), '2023');
    expect(await date.findByText(copy.application.missingFormYearOutside)).toBeTruthy();
    await user.clear(date.getByLabelText(copy.dateField.year));
    await user.type(date.getByLabelText(copy.dateField.year), '2024');
    expect(date.queryByText(copy.application.missingFormYearOutside)).toBeNull();
    await user.type(screen.getByLabelText(text.amountWon), '1,250.50');
    expect((next as HTMLButtonElement).disabled).toBe(false);
    await user.click(next);

    expect(await screen.findByRole('heading', { name: wizard.delivery.title })).toBeTruthy();
    await waitFor(() => expect(server.stored?.currentStep).toBe(7));
    expect(server.stored?.missingForms).toEqual([
      expect.objectContaining({ date: '2024-07-04', amountWonCents: 125050 }),
    ]);
  });

  it('keeps the answers another tab saved: a 409 re-applies only this tab’s change on the current version', async () => {
    const user = userEvent.setup();
    const { server, fetchMock } = openWizard(
      applicationOf({ currentStep: 3, hasItin: false, taxYears: ['2024'], version: 3 }),
    );
    await screen.findByRole('heading', { name: wizard.formsOnHand.title });
    server.changeElsewhere({ taxYears: ['2024', '2023'] });

    await user.click(screen.getByRole('radio', { name: wizard.formsOnHand.no }));

    await waitFor(() => expect(patchBodies(fetchMock)).toHaveLength(2));
    expect(patchBodies(fetchMock)).toEqual([
      { version: 3, answers: { hasAll1042s: false } },
      { version: 4, answers: { hasAll1042s: false } },
    ]);
    expect(server.stored).toMatchObject({ hasAll1042s: false, taxYears: ['2024', '2023'], version: 5 });

    await user.click(screen.getByRole('button', { name: wizard.continue }));
    expect(await screen.findByRole('heading', { name: wizard.winnings.title })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: wizard.continue }));
    expect(await screen.findByRole('heading', { name: wizard.missingForms.title })).toBeTruthy();
  });

  it('goes back from step 5 to the winnings, then to step 3, when every form is on hand', async () => {
    const user = userEvent.setup();
    openWizard(applicationOf({ currentStep: 5, hasItin: false, taxYears: ['2024'], hasAll1042s: true }));
    await screen.findByRole('heading', { name: wizard.upload.title });
    await user.click(screen.getByRole('button', { name: `← ${copy.common.back}` }));
    expect(await screen.findByRole('heading', { name: wizard.winnings.title })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: `← ${copy.common.back}` }));
    expect(await screen.findByRole('heading', { name: wizard.formsOnHand.title })).toBeTruthy();
  });
});
