import {
  APPLICATION_STATUSES,
  CLAIM_STEPS,
  claimFeeLines,
  copy,
  decideStepChange,
  documentNameMatches,
  heldYearConflict,
  isClaimInProgress,
  otherClaimInProgress,
  progressSteps,
  staffActionEvent,
  PAGE_SIZE,
  PROGRESS_ACTIONS,
  SEARCH,
  type IdentityCheck,
} from '@taxback/shared';
import { getProfileItem } from '../data/stores/profile';
import { applicantsOf } from '../data/stores/sealed-profile';
import {
  applicationById,
  applicationsPage,
  getApplication,
  userApplications,
  writeVersioned,
  type ApplicationItem,
} from '../data/stores/application';
import { getUserDocument, listUserDocuments } from '../data/stores/document';
import { searchIndex } from '../data/stores/search-index';
import type { Caller } from '../http/claims';
import { badRequest, conflict, notFound } from '../http/errors';
import { claimFacts, transition } from './lifecycle';
import { ok, operation } from '../http/lambda-handler';
import { adminApplicationView, computedEstimateCents } from './admin-application-view';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const AUDIT_TRAIL_LIMIT = 200;

async function withApplicants(items: ApplicationItem[]) {
  const applicants = await applicantsOf(items.map((item) => item.userId));
  return items.map((item) => adminApplicationView(item, applicants.get(item.userId)));
}

/** One claim as its page shows it: with the official forms on it for signature, which its stage reads. */
async function claimView(item: ApplicationItem) {
  const [applicants, documents] = await Promise.all([applicantsOf([item.userId]), listUserDocuments(item.userId)]);
  const toSign = documents.filter(
    (document) => document.category === 'ToSign' && document.applicationId === item.applicationId,
  ).length;
  return adminApplicationView(item, applicants.get(item.userId), toSign);
}

/** Applications the search finds by their id's first characters, and those of the customers it finds. */
async function searchApplications(text: string): Promise<ApplicationItem[]> {
  const [byId, byCustomer] = await Promise.all([searchIndex('application', text), searchIndex('user', text)]);
  const [direct, owned] = await Promise.all([
    Promise.all(byId.map((match) => getApplication(match.userId, match.targetId))),
    Promise.all(byCustomer.map((match) => userApplications(match.userId))),
  ]);
  const found = new Map<string, ApplicationItem>();
  for (const item of [...direct, ...owned.flat()]) if (item) found.set(item.applicationId, item);
  return [...found.values()].slice(0, SEARCH.resultLimit);
}

/** Staff search: a whole application id, a status, or else the search index (names, emails, phones, ids). */
export const listAdminApplications = operation('listAdminApplications', async ({ query }) => {
  const text = query.q ?? '';
  const cursor = query.cursor ?? null;
  const limit = query.limit ?? PAGE_SIZE.admin;
  const status = APPLICATION_STATUSES.find((value) => value === text.toLowerCase().replace(/\s+/g, '_')) ?? null;
  let page;
  if (UUID.test(text)) {
    const item = await applicationById(text);
    page = { items: item ? [item] : [], cursor: null };
  } else if (status || !text) {
    page = await applicationsPage(status, cursor, limit);
  } else {
    page = { items: await searchApplications(text), cursor: null };
  }
  return ok({ items: await withApplicants(page.items), cursor: page.cursor });
});

async function existing(applicationId: string) {
  const item = await applicationById(applicationId);
  if (!item) throw notFound(copy.payment.noApplication);
  return item;
}

const auditEntry = (caller: Caller, action: string, detail?: string | null) => ({
  at: new Date().toISOString(),
  by: caller.email || caller.userId,
  action,
  ...(detail ? { detail } : {}),
});

/** Writes a staff change when nobody changed the application meanwhile, and keeps it in the audit trail. */
async function recordChange(
  item: ApplicationItem,
  caller: Caller,
  change: { set?: Record<string, unknown>; remove?: string[]; action: string; detail?: string | null },
) {
  const entry = auditEntry(caller, change.action, change.detail);
  const trail = [...(item.auditTrail ?? []), entry].slice(-AUDIT_TRAIL_LIMIT);
  const written = await writeVersioned(item, {
    set: { ...change.set, auditTrail: trail },
    remove: change.remove,
  });
  if (written.outcome !== 'saved') throw conflict();
  return ok(await claimView(written.application));
}

export const getAdminApplication = operation('getAdminApplication', async ({ params }) =>
  ok(await claimView(await existing(params.applicationId))),
);

const STEP_REFUSALS = {
  not_a_step: () => copy.lifecycle.stepNotOnClaim,
  out_of_order: () => copy.lifecycle.stepOutOfOrder,
  reason_too_long: () => copy.lifecycle.overrideReasonTooLong(CLAIM_STEPS.overrideReasonMaxLength),
} as const;

/**
 * A step of the checklist recorded (or cleared): sets the date the customer's timeline reads, in the order of the
 * claim's steps unless staff give a reason to override it (kept in the audit trail). A paid claim's work state
 * follows its steps.
 */
export const recordProgress = operation('recordProgress', async ({ caller, params, body }) => {
  const item = await existing(params.applicationId);
  transition(item, 'record_progress', 'staff');
  const steps = progressSteps({
    hasItin: item.hasItin ?? null,
    itinIsActive: item.itinIsActive ?? null,
    hasAll1042s: item.hasAll1042s ?? null,
  });
  const decision = decideStepChange(steps, item, body);
  if (!decision.allowed) throw conflict({ refusal: decision.refusal }, STEP_REFUSALS[decision.refusal]());
  const field = PROGRESS_ACTIONS[body.action];
  const date = body.done ? new Date().toISOString() : null;
  const status = transition(item, 'record_progress', 'staff', { [field]: date });
  const detail = decision.override
    ? [`Override: ${body.overrideReason!.trim()}`, body.notes].filter(Boolean).join(' · ')
    : body.notes;
  return recordChange(item, caller, {
    set: { ...(date ? { [field]: date } : {}), ...(status !== item.status ? { status } : {}) },
    ...(date ? {} : { remove: [field] }),
    action: `${body.action}:${body.done ? 'done' : 'undone'}${decision.override ? ':override' : ''}`,
    detail,
  });
});

/** A lifecycle action by hand (reopen, reject, restore); the work states follow the steps instead. */
export const changeStatus = operation('changeStatus', async ({ caller, params, body }) => {
  const item = await existing(params.applicationId);
  const event = staffActionEvent(body.action);
  const to = transition(item, event, 'staff');
  const claims = await userApplications(item.userId);
  // A rejected claim's years may have been claimed again since: it cannot come back while they are.
  if (item.status === 'rejected') {
    const held = heldYearConflict(item.taxYears, claims, item.applicationId);
    if (held)
      throw conflict({ years: held.years, applicationId: held.applicationId }, copy.lifecycle.yearsClaimedAgain);
  }
  const other = isClaimInProgress(to) ? otherClaimInProgress(claims, item.applicationId) : null;
  if (other) throw conflict({ applicationId: other.applicationId }, copy.lifecycle.otherClaimInProgress);
  // A reopened claim owes what its new answers cost beyond what is covered; claims paid before that was
  // recorded are covered for their answers as they stand.
  const covered = event === 'reopen' && !item.coveredLines ? { coveredLines: claimFeeLines(claimFacts(item)) } : {};
  // The money-back promise: a paid claim rejected is no longer paid (payments/rejection-refunds.ts gives the
  // money back from the stream), so it cannot go back to processing without a new payment.
  const givesFeeBack = event === 'mark_rejected' && item.paymentCompletedDate;
  return recordChange(item, caller, {
    set: { status: to, ...covered, ...(givesFeeBack ? { coveredLines: [], paidCents: 0 } : {}) },
    ...(givesFeeBack ? { remove: ['paymentCompletedDate'] } : {}),
    action: `status:${item.status}->${to}`,
    detail: body.notes,
  });
});

/**
 * Staff looked at one of the customer's ID uploads and typed the name printed on it: recorded (and audited) when
 * the document is an ID of this customer and its name is the profile's. Retrieval letters wait for it.
 */
export const recordIdentityCheck = operation('recordIdentityCheck', async ({ caller, params, body }) => {
  const item = await existing(params.applicationId);
  const document = await getUserDocument(item.userId, body.documentId);
  if (!document || document.category !== 'ID') throw conflict(undefined, copy.retrievalErrors.notAnIdDocument);
  const profile = await getProfileItem(item.userId);
  const profileName = [profile?.firstName, profile?.lastName].filter(Boolean).join(' ');
  if (!documentNameMatches(body.nameOnDocument, profileName)) {
    throw conflict(undefined, copy.retrievalErrors.idNameMismatch(profileName));
  }
  const check: IdentityCheck = {
    checkedAt: new Date().toISOString(),
    checkedBy: caller.email || caller.userId,
    documentId: document.documentId,
    fileName: document.fileName,
    nameOnDocument: body.nameOnDocument,
    profileName,
  };
  return recordChange(item, caller, {
    set: { identityCheck: check },
    action: 'identity_checked',
    detail: `${document.fileName}: ${body.nameOnDocument}`,
  });
});

/**
 * A refund estimate typed by staff, with the note saying where it comes from (both audited); or, with no amount,
 * back to the estimate the recorded Forms 1042-S give.
 */
export const setEstimatedRefund = operation('setEstimatedRefund', async ({ caller, params, body }) => {
  const item = await existing(params.applicationId);
  const amount = body.estimatedRefundCents;
  if (amount !== null && !body.note) {
    throw badRequest(copy.lifecycle.estimateNoteRequired, { note: copy.lifecycle.estimateNoteRequired });
  }
  const computed = computedEstimateCents(item);
  if (amount === null) {
    return recordChange(item, caller, {
      set: { estimatedRefundOverridden: false, ...(computed === null ? {} : { estimatedRefundCents: computed }) },
      ...(computed === null ? { remove: ['estimatedRefundCents'] } : {}),
      action: 'estimated_refund:computed',
      detail: computed === null ? null : String(computed),
    });
  }
  return recordChange(item, caller, {
    set: { estimatedRefundCents: amount, estimatedRefundOverridden: true },
    action: `estimated_refund:${amount}`,
    detail: body.note,
  });
});
