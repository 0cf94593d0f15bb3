import { randomUUID } from 'node:crypto';
import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { claimableTaxYears } from '@taxback/shared';
import { inject } from 'vitest';
import type { Page } from 'playwright-core';
import { addConfirmedUser, poolIdToken } from '../../local/src/emulators/cognito';
import type { StackInfo } from '../../local/src/testing/stack-info';
import { finishedAnswers } from '../../functions/test/support/answers';

export interface Customer {
  email: string;
  password: string;
  firstName: string;
  token: string;
  /** The API the customer was created on. */
  apiUrl: string;
}

/** The parts of a running local stack a customer needs; tests get it from vitest, the benchmark passes its own. */
export type CustomerStack = Pick<StackInfo, 'pool' | 'urls'>;

const cognito = () => new CognitoIdentityProviderClient({});

/** A confirmed customer created through the local Cognito, with an ID token for API calls. */
export async function createCustomer(
  firstName = 'Mathieu',
  { pool, urls }: CustomerStack = inject('localStack'),
): Promise<Customer> {
  const email = `buyer-${randomUUID().slice(0, 8)}@example.com`;
  const password = 'jackpot2024';
  await addConfirmedUser(cognito(), pool.userPoolId, {
    email,
    password,
    attributes: [{ Name: 'given_name', Value: firstName }],
  });
  return { email, password, firstName, token: await signIn(email, password, { pool }), apiUrl: urls.api };
}

/** An ID token for a user of the local Cognito. */
export async function signIn(
  email: string,
  password: string,
  { pool }: Pick<CustomerStack, 'pool'> = inject('localStack'),
  /** For staff: the pool then asks for a code from their authenticator. */
  totpSecret?: string,
): Promise<string> {
  return poolIdToken(cognito(), pool.userPoolClientId, { email, password, totpSecret });
}

/** Calls the local API as the customer (or as anyone whose ID token it is given). */
export async function api<T = any>(
  customer: Pick<Customer, 'token' | 'apiUrl'>,
  method: string,
  path: string,
  body?: unknown,
): Promise<T> {
  const response = await fetch(`${customer.apiUrl}${path}`, {
    method,
    headers: { authorization: `Bearer ${customer.token}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${text}`);
  return (text ? JSON.parse(text) : undefined) as T;
}

/** A first name (or surname) no other run has used, in letters only, to find the customer by it. */
export const uniqueName = (prefix: string, letters = 5) =>
  `${prefix}${randomUUID()
    .replace(/[^a-f]/g, '')
    .slice(0, letters)}`;

/** The surname on the profile of every customer `startedClaim` saves. */
const PROFILE_SURNAME = 'Gagnon';

/** A profile and a claim with the given answers, through the API, as the wizard saves them; the claim's id. */
export async function startedClaim(customer: Customer, answers: Record<string, unknown>): Promise<string> {
  await api(customer, 'POST', '/me', {});
  await api(customer, 'PUT', '/profile', profileBody(customer.firstName, PROFILE_SURNAME, 1));
  const application = await api<{ applicationId: string }>(customer, 'POST', '/applications', { answers });
  return application.applicationId;
}

/**
 * A first profile and a draft claim for the newest claimable year, saved through the API without /me (as a
 * customer who has not opened the app since signing up); the claim's id.
 */
export async function draftClaim(customer: Customer, lastName: string): Promise<string> {
  await api(customer, 'PUT', '/profile', profileBody(customer.firstName, lastName, 0));
  const application = await api<{ applicationId: string }>(customer, 'POST', '/applications', {
    answers: { taxYears: [String(claimableTaxYears(new Date())[0])] },
  });
  return application.applicationId;
}

/**
 * A complete profile for PUT /profile over the given version, with the Montréal address the wizard walk types in
 * (its delivery step shows it: see chooseEmailDelivery).
 */
const profileBody = (firstName: string, lastName: string, version: number) => ({
  firstName,
  lastName,
  addressLine1: '200 Rue Sainte-Catherine',
  addressLine2: '',
  city: 'Montréal',
  province: 'Quebec',
  postalCode: 'H2X 1L1',
  dateOfBirth: '1979-06-02',
  countryOfBirth: 'Canada',
  phone: '',
  version,
});

/**
 * A profile and a finished application, through the API, as the wizard would leave them; `answers`
 * replace the wizard's defaults (one tax year, every Form 1042-S at hand).
 */
export async function finishedApplication(customer: Customer, answers: Record<string, unknown> = {}): Promise<string> {
  const applicationId = await startedClaim(customer, finishedAnswers(answers));
  await api(customer, 'POST', `/applications/${applicationId}/finish`);
  return applicationId;
}

/**
 * Pays a claim's fee (or balance) through the local checkout stand-in, which posts the signed webhook; a refund
 * estimated below the fee is confirmed, as the payment page asks.
 */
export async function payFee(customer: Customer, applicationId: string): Promise<void> {
  const { url } = await api<{ url: string }>(customer, 'POST', '/payments/checkout', {
    applicationId,
    confirmLowRefund: true,
  });
  const paid = await fetch(`${url}/pay`, { method: 'POST', redirect: 'manual' });
  if (paid.status !== 303) throw new Error(`The local checkout answered ${paid.status}, not a redirect after paying`);
}

/**
 * A new customer, named `prefix` and letters no other run used, whose finished claim (with `answers`) is paid;
 * `fullName` is the name on their profile.
 */
export async function paidClaim(prefix: string, answers: Record<string, unknown> = {}) {
  const customer = await createCustomer(uniqueName(prefix));
  const applicationId = await finishedApplication(customer, answers);
  await payFee(customer, applicationId);
  return { customer, applicationId, fullName: `${customer.firstName} ${PROFILE_SURNAME}` };
}

/** The sign-in page's labels in a language's catalogue. */
export const authLabels = (text: {
  auth: { email: string; password: string; signIn: string; signInHeading: string };
}) => ({
  email: text.auth.email,
  password: text.auth.password,
  submit: text.auth.signIn,
  heading: text.auth.signInHeading,
});

/** Signs in on the sign-in page (once its heading shows, when given) and waits for the account page. */
export async function signInThroughUi(
  page: Page,
  customer: Pick<Customer, 'email' | 'password'>,
  labels: { email: string; password: string; submit: string; heading?: string },
  appUrl = inject('localStack').urls.app,
) {
  await page.goto(`${appUrl}/auth?mode=signin`);
  if (labels.heading) await page.getByRole('heading', { name: labels.heading }).waitFor();
  await page.getByLabel(labels.email).fill(customer.email);
  await page.getByLabel(labels.password, { exact: true }).fill(customer.password);
  await page.getByRole('button', { name: labels.submit, exact: true }).click();
  await page.waitForURL('**/account');
}
