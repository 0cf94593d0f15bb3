import {
  claimSummary,
  closureOutcome,
  copyFor,
  customerName,
  isLocale,
  isRetainedClaim,
  retainedUntil,
  type ApplicationStatus,
} from '@taxback/shared';
import { deleteFile, deleteFilesUnder } from '../adapters/files';
import { deleteIdentityUser } from '../adapters/identity';
import { sendMail } from '../adapters/mail';
import { newId } from '../commons/ids';
import { logger } from '../commons/logger';
import { claimItems, deleteItems, entityOf, userItems } from '../data/stores/partitions';
import {
  CLOSURE_REQUEST_SK,
  getClosure,
  recordClosedAccount,
  recordClosureRequest,
  type AccountClosureItem,
} from '../data/stores/account-closure';
import { deleteConnectionsOf } from '../data/stores/ws-connection';
import { keepClaimSummary } from '../data/stores/retained-claim';
import { tombstonePayments } from '../data/stores/payment';
import { forgetStandings } from '../http/standing';

interface Step {
  at: string;
  step: string;
  count?: number;
}

export interface ClosingUser {
  userId: string;
  username: string;
  email: string;
}

export type ClosureResult =
  { outcome: 'closed'; closureId: string } | { outcome: 'requested'; closureId: string; alreadyRequested: boolean };

async function pendingClosureOf(userId: string): Promise<AccountClosureItem | null> {
  const pointer = (await userItems(userId)).find((item) => item.SK === CLOSURE_REQUEST_SK);
  if (!pointer) return null;
  return getClosure(String(pointer.closureId));
}

/**
 * Closes an account, or records the request when a claim is still being filed. `finishing` is staff
 * completing a request: it closes whatever the claims' state (staff check that first).
 */
export async function closeAccount(
  user: ClosingUser,
  requestedBy: string,
  finishing: AccountClosureItem | null = null,
): Promise<ClosureResult> {
  const items = await userItems(user.userId);
  const claims = items.filter((item) => entityOf(item) === 'application');
  const [profile] = items.filter((item) => entityOf(item) === 'profile');
  if (!finishing && closureOutcome(claims.map((claim) => claim.status as ApplicationStatus)) === 'requested') {
    const pending = await pendingClosureOf(user.userId);
    if (pending) return { outcome: 'requested', closureId: pending.closureId, alreadyRequested: true };
    const closureId = newId();
    const recorded = await recordClosureRequest({
      closureId,
      userId: user.userId,
      username: user.username,
      displayName: customerName(profile) ?? user.email,
      requestedBy,
      steps: [{ at: new Date().toISOString(), step: 'requested' }],
    });
    if (!recorded) {
      // Another request of this customer was recorded at the same moment.
      const raced = await pendingClosureOf(user.userId);
      if (raced) return { outcome: 'requested', closureId: raced.closureId, alreadyRequested: true };
      throw new Error('A closure request was refused, but none is pending');
    }
    logger.info('Account closure requested', { closureId, userId: user.userId, requestedBy });
    return { outcome: 'requested', closureId, alreadyRequested: false };
  }

  const closureId = finishing?.closureId ?? (await pendingClosureOf(user.userId))?.closureId ?? newId();
  const closedAt = new Date();
  const keepUntil = retainedUntil(closedAt);
  const expiresAt = Math.floor(keepUntil.getTime() / 1000);
  const steps: Step[] = [...(finishing?.steps ?? [])];
  const record = (step: string, count?: number) => {
    steps.push({ at: new Date().toISOString(), step, ...(count === undefined ? {} : { count }) });
    logger.info('Account closure step', { closureId, step, count });
  };
  record('started');

  const paid = claims.filter((claim) => isRetainedClaim(claim as { paymentCompletedDate?: string }));
  for (const claim of paid) {
    await keepClaimSummary(closureId, String(claim.applicationId), claimSummary(claim), expiresAt);
  }
  record('claim_summaries_kept', paid.length);

  const keptPayments = await tombstonePayments(
    claims.map((claim) => String(claim.applicationId)),
    closureId,
    expiresAt,
  );
  record('payments_tombstoned', keptPayments);

  // What else the claims hold (retrieval entries, the signed authorisation, request letters...): not kept.
  const claimRecords = (await claimItems(claims.map((claim) => String(claim.applicationId)))).filter(
    (item) => entityOf(item) !== 'payment',
  );
  await deleteItems(claimRecords);
  record('claim_records_deleted', claimRecords.length);

  // Every object of the customer lives under their id (documents, generated forms, letters, retrieved
  // copies, exports, the quarantine), each version of it; keys recorded on items are added in case one was
  // ever stored elsewhere.
  const ownPrefix = `${user.userId}/`;
  const elsewhere = [
    ...new Set(
      [...items, ...claimRecords].flatMap((item) =>
        [item.filePath, item.objectKey].filter(
          (key): key is string => typeof key === 'string' && key !== '' && !key.startsWith(ownPrefix),
        ),
      ),
    ),
  ];
  let deletedFiles = await deleteFilesUnder(ownPrefix);
  for (const key of elsewhere) await deleteFile(key);
  deletedFiles += elsewhere.length;
  record('files_deleted', deletedFiles);

  record('connections_closed', await deleteConnectionsOf(user.userId));

  await deleteItems(items);
  record('records_deleted', items.length);

  // Once the pool no longer knows the user, the request check refuses their tokens (other Lambdas within
  // their standing cache's few seconds; this one at once).
  const identity = await deleteIdentityUser(user.username);
  forgetStandings();
  record(identity === 'deleted' ? 'sign_in_deleted' : 'sign_in_already_gone');

  record('closed');
  await recordClosedAccount({
    closureId,
    requestedBy: finishing?.requestedBy ?? requestedBy,
    closedBy: requestedBy,
    closedAt: closedAt.toISOString(),
    retainedUntil: keepUntil.toISOString(),
    steps,
    ...(finishing ? { createdAt: finishing.createdAt } : {}),
  });

  const email = user.email || (typeof profile?.email === 'string' ? profile.email : '');
  if (email) {
    try {
      // In the customer's language: staff finishing a request may read another.
      const text = copyFor(isLocale(profile?.language) ? profile.language : undefined).dataRights;
      await sendMail({ to: [email], subject: text.closedMailSubject, text: text.closedMailBody });
    } catch (error) {
      logger.error('The account-closed mail could not be sent', { closureId, error: error as Error });
    }
  }
  return { outcome: 'closed', closureId };
}
