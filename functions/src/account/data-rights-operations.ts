import {
  answersLatestExport,
  copy,
  DATA_RIGHTS,
  exportStatus,
  exportTooSoon,
  holdsClosure,
  type ApplicationStatus,
  type DataExport,
} from '@taxback/shared';
import { presignDownload } from '../adapters/files';
import { getIdentityUser } from '../adapters/identity';
import { newId } from '../commons/ids';
import { getClosure, requestedClosures } from '../data/stores/account-closure';
import { latestExportOf, markExportFailed, recordExportRequest, type DataExportItem } from '../data/stores/data-export';
import { getProfileItem } from '../data/stores/profile';
import { userApplications } from '../data/stores/application';
import { logger } from '../commons/logger';
import { conflict, notFound, tooManyRequests } from '../http/errors';
import { ok, operation } from '../http/lambda-handler';
import { closeAccount } from './account-closure';
import { requireReauthentication } from './reauthentication';

/** When an export is gone: its record is removed by TTL, and its ZIP with it (jobs/handler.ts). */
export const exportExpiry = () => Math.floor(Date.now() / 1000) + DATA_RIGHTS.exportDays * 24 * 60 * 60;

/** Until its expiry; TTL may take a day or two to remove the record, which is not served meanwhile. */
const stillKept = (item: DataExportItem) => item.expiresAt > Date.now() / 1000;

async function exportView(item: DataExportItem): Promise<DataExport> {
  const status = exportStatus(item, new Date());
  if (status === 'failed' && item.status === 'preparing') {
    // The run that was making it died (a crash or a timeout leaves no chance to say so): recorded as failed.
    await markExportFailed(item.userId, item.exportId, 'preparing');
    logger.error('Data export left preparing, marked failed', { exportId: item.exportId, userId: item.userId });
  }
  const ready = status === 'ready' && item.objectKey;
  return {
    exportId: item.exportId,
    status,
    createdAt: item.createdAt,
    readyAt: item.readyAt ?? null,
    url: ready ? await presignDownload(item.objectKey!, 'taxback-data.zip', DATA_RIGHTS.linkSeconds) : null,
  };
}

async function latestView(userId: string): Promise<DataExport | null> {
  const latest = await latestExportOf(userId);
  return latest && stillKept(latest) ? exportView(latest) : null;
}

/**
 * Asks for an export; one being prepared, or just asked for, is answered instead of starting a second. A customer
 * has one made a day (`limited`); staff as many as they need.
 */
async function requestExport(userId: string, requestedBy: string, notify: string, limited: boolean) {
  const latest = await latestExportOf(userId);
  const now = new Date();
  if (latest && stillKept(latest) && answersLatestExport(latest, now)) {
    return { status: 202 as const, body: await exportView(latest) };
  }
  if (limited && latest && stillKept(latest) && exportTooSoon(latest, now))
    throw tooManyRequests(copy.dataRights.exportOncePerDay);
  const request = { exportId: newId(), userId, requestedBy, notify, expiresAt: exportExpiry() };
  // Requests at the same moment (two tabs, a double click) record one export and answer it to each.
  const created = (await recordExportRequest(request, latest?.exportId ?? null)) ?? (await latestExportOf(userId));
  if (!created) throw new Error('An export request was refused, but none is recorded');
  return { status: 202 as const, body: await exportView(created) };
}

export const requestMyDataExport = operation('requestMyDataExport', async ({ caller }) =>
  requestExport(caller.userId, 'customer', caller.email, true),
);

export const getMyDataExport = operation('getMyDataExport', async ({ caller }) =>
  ok({ export: await latestView(caller.userId) }),
);

export const closeMyAccount = operation('closeMyAccount', async ({ caller, body }) => {
  await requireReauthentication(caller, body);
  const result = await closeAccount(
    { userId: caller.userId, username: caller.username, email: caller.email },
    'customer',
  );
  return ok({ outcome: result.outcome, alreadyRequested: result.outcome === 'requested' && result.alreadyRequested });
});

export const requestUserDataExport = operation('requestUserDataExport', async ({ caller, params }) => {
  if (!(await getProfileItem(params.userId))) throw notFound(copy.common.notFound);
  return requestExport(params.userId, caller.email || caller.userId, caller.email, false);
});

export const getUserDataExport = operation('getUserDataExport', async ({ params }) =>
  ok({ export: await latestView(params.userId) }),
);

export const listAccountClosures = operation('listAccountClosures', async () => {
  return ok({
    items: (await requestedClosures()).map((item) => ({
      closureId: item.closureId,
      userId: item.userId ?? null,
      displayName: item.displayName ?? '',
      requestedBy: item.requestedBy,
      createdAt: item.createdAt,
      steps: (item.steps ?? []).map((step) => ({ ...step, count: step.count ?? null })),
    })),
  });
});

/** Staff finish a closing request once no claim of the customer is still being filed. */
export const finishAccountClosure = operation('finishAccountClosure', async ({ caller, params }) => {
  const closure = await getClosure(params.closureId);
  if (!closure || closure.state !== 'requested' || !closure.userId) throw notFound(copy.dataRights.staff.notFound);
  const claims = await userApplications(closure.userId);
  if (claims.some((claim) => holdsClosure(claim.status as ApplicationStatus))) {
    throw conflict(undefined, copy.dataRights.staff.claimStillFiled);
  }
  const profile = await getProfileItem(closure.userId);
  const username = closure.username ?? (await getIdentityUser(closure.userId))?.username ?? closure.userId;
  const result = await closeAccount(
    { userId: closure.userId, username, email: profile?.email ?? '' },
    caller.email || caller.userId,
    closure,
  );
  return ok({ outcome: result.outcome, closureId: result.closureId });
});
