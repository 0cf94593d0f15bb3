import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { WIZARD_SCREENS } from '@taxback/shared/claim/wizard';
import { copy } from '@taxback/shared/copy';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from './helpers/fake-api';
import { applicationOf, signInAda, skipAnimations } from './helpers/journey';
import { renderApp } from './helpers/render-app';
import { openWizard } from './helpers/wizard';

vi.mock('aws-amplify/auth', () => import('./helpers/amplify-auth-mock'));

const { wizard } = copy;

const continueButton = () => screen.getByRole('button', { name: wizard.continue }) as HTMLButtonElement;
const hintOf = (button: HTMLElement) => {
  const id = button.getAttribute('aria-describedby');
  return id ? document.getElementById(id)?.textContent : undefined;
};

describe('wizard orientation', () => {
  beforeEach(skipAnimations);

  it('counts eight screens, the winnings (9) after the forms on hand, the hidden step 6 not among them', () => {
    expect(WIZARD_SCREENS.map((entry) => entry.screen)).toEqual([1, 2, 3, 9, 4, 5, 7, 8]);
  });

  it.each([
    [3, applicationOf({ currentStep: 3, hasItin: false, taxYears: ['2024'] }), wizard.formsOnHand],
    [4, applicationOf({ currentStep: 9, hasItin: false, taxYears: ['2024'], hasAll1042s: true }), wizard.winnings],
    [7, applicationOf({ currentStep: 7, hasItin: false, taxYears: ['2024'], hasAll1042s: true }), wizard.delivery],
    [1, applicationOf({ currentStep: 1 }), wizard.itin],
  ])('names the step and its place: step %i of 8', async (number, application, section) => {
    openWizard(application);
    await screen.findByRole('heading', { name: section.title });
    const header = wizard.stepHeader(number, 8, section.stepName);
    expect(screen.getByText(header)).toBeTruthy();
    const bar = screen.getByRole('progressbar', { name: wizard.progressLabel });
    expect(bar.getAttribute('aria-valuenow')).toBe(String(number));
    expect(bar.getAttribute('aria-valuemax')).toBe('8');
    expect(bar.getAttribute('aria-valuetext')).toBe(header);
  });

  it('says under a disabled Continue what is missing, and drops the hint once answered', async () => {
    const user = userEvent.setup();
    openWizard(applicationOf({ currentStep: 3, hasItin: false, taxYears: ['2024'] }));
    await screen.findByRole('heading', { name: wizard.formsOnHand.title });
    expect(continueButton().disabled).toBe(true);
    expect(hintOf(continueButton())).toBe(wizard.formsOnHand.missingAnswer);

    await user.click(screen.getByRole('radio', { name: wizard.formsOnHand.yes }));
    await waitFor(() => expect(continueButton().disabled).toBe(false));
    expect(continueButton().getAttribute('aria-describedby')).toBeNull();
    expect(screen.queryByText(wizard.formsOnHand.missingAnswer)).toBeNull();
  });

  it('asks for a year first on step 2, and for the ITIN itself on step 1', async () => {
    const user = userEvent.setup();
    openWizard(applicationOf({ currentStep: 1 }));
    await screen.findByRole('heading', { name: wizard.itin.title });
    expect(hintOf(continueButton())).toBe(wizard.itin.missingAnswer);
    await user.click(screen.getByRole('radio', { name: wizard.itin.yes }));
    await user.click(await screen.findByRole('radio', { name: wizard.itin.active }));
    await waitFor(() => expect(hintOf(continueButton())).toBe(wizard.itin.missingNumber));
    // Why the number is asked, under the field.
    expect(screen.getByText(wizard.itin.numberWhy)).toBeTruthy();
  });

  it('offers one Save and exit, which leaves for the account, and says the answers are saved', async () => {
    const user = userEvent.setup();
    const { router } = openWizard(applicationOf({ currentStep: 3, hasItin: false, taxYears: ['2024'] }));
    await screen.findByRole('heading', { name: wizard.formsOnHand.title });
    expect(screen.getByText(wizard.answersSaved)).toBeTruthy();
    expect(screen.queryByRole('link', { name: copy.common.home })).toBeNull();
    expect(screen.queryByRole('link', { name: copy.common.backToHome })).toBeNull();
    await user.click(screen.getByRole('button', { name: wizard.saveAndExit }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/account'));
  });

  it('shows the upload step as two labelled slots with their counts', async () => {
    openWizard(
      applicationOf({ currentStep: 5, hasItin: false, taxYears: ['2024'], hasAll1042s: true, num1042sForms: 2 }),
    );
    await screen.findByRole('heading', { name: wizard.upload.title });
    const forms = screen.getByRole('region', { name: wizard.upload.formsSlot });
    expect(within(forms).getByText(wizard.upload.uploaded(2))).toBeTruthy();
    expect(within(forms).getByRole('link', { name: wizard.upload.uploadForms })).toBeTruthy();
    const id = screen.getByRole('region', { name: wizard.upload.idSlot });
    expect(within(id).getByText(wizard.upload.uploaded(0))).toBeTruthy();
    expect(within(id).getByText(wizard.itin.passportGuidance)).toBeTruthy();
    expect(within(id).getByRole('link', { name: wizard.upload.uploadId })).toBeTruthy();
  });
});

describe('/step1: why the sensitive fields are asked', () => {
  beforeEach(skipAnimations);

  it('says under the date and country of birth and the address why the IRS needs them', async () => {
    fakeApi({ ...signInAda() });
    renderApp('/step1');
    await screen.findByRole('button', { name: copy.step1.confirm });
    const { profileForm } = copy;
    const dateOfBirth = screen.getByRole('group', { name: profileForm.dateOfBirth });
    expect(within(dateOfBirth).getByText(profileForm.dateOfBirthWhy)).toBeTruthy();
    expect(screen.getByRole('group', { name: profileForm.dateOfBirth }).getAttribute('aria-describedby')).toBeTruthy();
    expect(
      screen.getByLabelText(profileForm.countryOfBirth, { exact: false }).getAttribute('aria-describedby'),
    ).toBeTruthy();
    expect(screen.getByText(profileForm.countryOfBirthWhy)).toBeTruthy();
    expect(screen.getByText(profileForm.addressWhy)).toBeTruthy();
    expect(copy.step1.confirm).toBe(copy.wizard.continue);
  });
});
