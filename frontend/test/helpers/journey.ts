import type { ApplicationView } from '@taxback/shared/claim/schemas';
import { copy } from '@taxback/shared/copy';
import type { ProfileView } from '@taxback/shared/account/profile-schemas';
import { vi } from 'vitest';
import * as amplifyAuth from './amplify-auth-mock';
import { ada, sessionOf } from './amplify-session';
import { meOf } from './fake-api';

export const APPLICATION_ID = '4f9d7c1e-2b3a-4c5d-8e9f-0a1b2c3d4e5f';

export const profileOf = (overrides: Partial<ProfileView> = {}): ProfileView => ({
  email: 'ada@example.com',
  firstName: 'Ada',
  lastName: 'Lovelace',
  addressLine1: '12 King St',
  addressLine2: '',
  city: 'Toronto',
  province: 'Ontario',
  postalCode: 'M5H 1A1',
  country: 'Canada',
  countryOfBirth: 'Canada',
  dateOfBirth: '1985-12-10',
  phone: '',
  itinMasked: null,
  version: 2,
  updatedAt: '2026-01-05T10:00:00.000Z',
  ...overrides,
});

/** Every year a claim can name and the two before: a Canadian's eligible residency answers cover them all. */
const RESIDENCY_YEARS = Array.from({ length: 12 }, (_, index) => String(2016 + index));

/** The residency answers of a Canadian we can file for (answers each claim year may need). */
export const eligibleCanadian = {
  countryOfResidence: 'CA',
  everUsCitizenOrGreenCard: false,
  daysInUs: Object.fromEntries(RESIDENCY_YEARS.map((year) => [year, 10])),
  closerConnection8840Filed: {},
  ssnEligible: false,
  returnAlreadyFiled: Object.fromEntries(RESIDENCY_YEARS.map((year) => [year, false])),
  maritalStatus: 'unmarried',
} satisfies Partial<ApplicationView>;

export const applicationOf = (overrides: Partial<ApplicationView> = {}): ApplicationView => ({
  applicationId: APPLICATION_ID,
  status: 'draft',
  currentStep: null,
  hasItin: null,
  itinIsActive: null,
  itinLastFiledYear: null,
  taxYears: [],
  hasAll1042s: null,
  missingForms: [],
  form1042sEntries: [],
  lossesByYear: {},
  ...eligibleCanadian,
  numMissing1042s: 0,
  num1042sForms: 0,
  numRetrieved1042s: 0,
  uploadedIdDocsCount: 0,
  formDeliveryPreference: null,
  documentsRequestedDate: null,
  paymentCompletedDate: null,
  formsSentDate: null,
  formsReceivedDate: null,
  passportReceivedDate: null,
  passportReturnedDate: null,
  irsSubmissionDate: null,
  irsApprovalDate: null,
  refundIssuedDate: null,
  estimatedRefundCents: null,
  paid: false,
  paidCents: 0,
  balanceDue: null,
  version: 1,
  createdAt: '2026-01-05T10:00:00.000Z',
  updatedAt: '2026-01-05T10:00:00.000Z',
  ...overrides,
});

type Handler = (body: unknown) => { status: number; body?: unknown };

/** Ada is signed in; her header asks GET /me. */
export function signInAda(): Record<string, Handler> {
  amplifyAuth.fetchAuthSession.mockResolvedValue(sessionOf(ada));
  return { 'GET /me': () => ({ status: 200, body: meOf() }) };
}

/** Reduced motion skips the typewriter and the staged reveals, so a test sees each screen at once. */
export function skipAnimations(): void {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query.includes('prefers-reduced-motion'),
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
  }));
}

/** The applications routes over one stored application, with the server's version check. */
export function applicationServer(initial: ApplicationView | null) {
  let stored = initial;
  const handlers: Record<string, Handler> = {
    'GET /applications/current': () => ({ status: 200, body: { application: stored } }),
    'POST /applications': (body) => {
      const { answers } = body as { answers: Partial<ApplicationView> };
      stored ??= applicationOf(answers);
      return { status: 201, body: stored };
    },
    [`PATCH /applications/${APPLICATION_ID}`]: (body) => {
      const { version, answers } = body as { version: number; answers: Partial<ApplicationView> };
      if (!stored) return { status: 404, body: { code: 'not_found', message: copy.payment.noApplication } };
      if (version !== stored.version) {
        return { status: 409, body: { code: 'conflict', message: copy.common.conflict, current: stored } };
      }
      stored = { ...stored, ...answers, version: stored.version + 1 };
      return { status: 200, body: stored };
    },
  };
  return {
    handlers,
    get stored() {
      return stored;
    },
    /** Another tab saves first. */
    changeElsewhere(changes: Partial<ApplicationView>) {
      stored = { ...stored!, ...changes, version: stored!.version + 1 };
    },
  };
}
