import { randomUUID } from 'node:crypto';
import {
  AdminCreateUserCommand,
  AdminSetUserPasswordCommand,
  CognitoIdentityProviderClient,
  InitiateAuthCommand,
  RespondToAuthChallengeCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { claimableTaxYears } from '@taxback/shared';
import { generateSync } from 'otplib';
import { inject } from 'vitest';
import type { Page } from 'playwright-core';
import type { StackInfo } from '../../local/src/testing/stack-info';

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
  await cognito().send(
    new AdminCreateUserCommand({
      UserPoolId: pool.userPoolId,
      Username: email,
      MessageAction: 'SUPPRESS',
      UserAttributes: [
        { Name: 'email', Value: email },
        { Name: 'email_verified', Value: 'true' },
        { Name: 'given_name', Value: firstName },
      ],
    }),
  );
  await cognito().send(
    new AdminSetUserPasswordCommand({
      UserPoolId: pool.userPoolId,
      Username: email,
      Password: password,
      Permanent: true,
    }),
  );
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
  const auth = await cognito().send(
    new InitiateAuthCommand({
      ClientId: pool.userPoolClientId,
      AuthFlow: 'USER_PASSWORD_AUTH',
      AuthParameters: { USERNAME: email, PASSWORD: password },
    }),
  );
  if (auth.ChallengeName !== 'SOFTWARE_TOKEN_MFA') return auth.AuthenticationResult!.IdToken!;
  const answered = await cognito().send(
    new RespondToAuthChallengeCommand({
      ClientId: pool.userPoolClientId,
      ChallengeName: 'SOFTWARE_TOKEN_MFA',
      Session: auth.Session,
      ChallengeResponses: {
        USERNAME: auth.ChallengeParameters?.USER_ID_FOR_SRP ?? email,
        SOFTWARE_TOKEN_MFA_CODE: generateSync({ secret: totpSecret ?? '' }),
      },
    }),
  );
  return answered.AuthenticationResult!.IdToken!;
}

/** Calls the local API as the customer. */
export async function api<T = any>(customer: Customer, method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${customer.apiUrl}${path}`, {
    method,
    headers: { authorization: `Bearer ${customer.token}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${text}`);
  return (text ? JSON.parse(text) : undefined) as T;
}

const RESIDENCY_YEARS = Array.from({ length: 12 }, (_, index) => String(2016 + index));

/** The residency answers of a Canadian we can file for, for every year a claim can name and the two before. */
export const eligibleCanadian = {
  countryOfResidence: 'CA',
  everUsCitizenOrGreenCard: false,
  daysInUs: Object.fromEntries(RESIDENCY_YEARS.map((year) => [year, 10])),
  ssnEligible: false,
  returnAlreadyFiled: Object.fromEntries(RESIDENCY_YEARS.map((year) => [year, false])),
  maritalStatus: 'unmarried',
};

/**
 * A profile and a finished application, through the API, as the wizard would leave them; `answers`
 * replace the wizard's defaults (one tax year, every Form 1042-S at hand).
 */
export async function finishedApplication(customer: Customer, answers: Record<string, unknown> = {}): Promise<string> {
  await api(customer, 'POST', '/me', {});
  await api(customer, 'PUT', '/profile', {
    firstName: customer.firstName,
    lastName: 'Gagnon',
    addressLine1: '500 Rue Sherbrooke',
    addressLine2: '',
    city: 'Montréal',
    province: 'Quebec',
    postalCode: 'H3A 1B1',
    dateOfBirth: '1979-06-02',
    countryOfBirth: 'Canada',
    phone: '',
    version: 1,
  });
  const application = await api<{ applicationId: string }>(customer, 'POST', '/applications', {
    answers: {
      hasItin: false,
      taxYears: [String(claimableTaxYears(new Date())[0])],
      hasAll1042s: true,
      formDeliveryPreference: 'email',
      currentStep: 7,
      ...eligibleCanadian,
      ...answers,
    },
  });
  await api(customer, 'POST', `/applications/${application.applicationId}/finish`);
  return application.applicationId;
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

export async function signInThroughUi(
  page: Page,
  customer: Pick<Customer, 'email' | 'password'>,
  labels: { email: string; password: string; submit: string },
  appUrl = inject('localStack').urls.app,
) {
  await page.goto(`${appUrl}/auth?mode=signin`);
  await page.getByLabel(labels.email).fill(customer.email);
  await page.getByLabel(labels.password, { exact: true }).fill(customer.password);
  await page.getByRole('button', { name: labels.submit, exact: true }).click();
  await page.waitForURL('**/account');
}
