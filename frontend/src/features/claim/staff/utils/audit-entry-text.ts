import { progressSteps, type ProgressAction } from '@taxback/shared/claim/progress';
import type * as z from '@taxback/shared/zod';
import type { auditEntrySchema } from '@taxback/shared/claim/staff-schemas';
import { copy } from '@taxback/shared/copy';
import { staffCopy } from '@taxback/shared/copy-staff';
import { formatUsd } from '@taxback/shared/payments/fees';

type AuditEntry = z.infer<typeof auditEntrySchema>;

const text = staffCopy.adminBackOffice;

// Every step there can be: the one without an ITIN and with missing forms.
const stepOfAction = new Map(
  progressSteps({ hasItin: false, hasAll1042s: false }).flatMap((step) =>
    step.action ? [[step.action, step.id]] : [],
  ),
);

const statusLabel = (status: string) => copy.statusLabels[status as keyof typeof copy.statusLabels] ?? status;

/**
 * What an audit entry says, from the server's action codes: `{action}:done|undone[:override]` for the steps (an
 * override's detail holds its reason), `status:{from}->{to}`, `estimated_refund:{cents}` (its detail is the staff
 * note), `estimated_refund:computed` (its detail is the computed amount), the older `estimated_refund` (its detail is
 * the amount), `identity_checked` (its detail names the document and the name printed on it). Other details are
 * staff notes.
 */
export function auditEntryText(entry: AuditEntry): { summary: string; note: string | null } {
  const typed = /^estimated_refund:(\d+)$/.exec(entry.action);
  if (typed) return { summary: text.tracker.audit.refundSet(formatUsd(Number(typed[1]))), note: entry.detail };
  if (entry.action === 'estimated_refund:computed') {
    const summary = entry.detail
      ? text.tracker.audit.refundComputed(formatUsd(Number(entry.detail)))
      : text.tracker.audit.refundCleared;
    return { summary, note: null };
  }
  if (entry.action === 'estimated_refund') {
    const summary = entry.detail
      ? text.tracker.audit.refundSet(formatUsd(Number(entry.detail)))
      : text.tracker.audit.refundCleared;
    return { summary, note: null };
  }
  if (entry.action === 'identity_checked') return { summary: text.tracker.audit.identityChecked, note: entry.detail };
  const status = /^status:(\w+)->(\w+)$/.exec(entry.action);
  if (status)
    return { summary: text.tracker.audit.status(statusLabel(status[1]!), statusLabel(status[2]!)), note: entry.detail };
  const progress = /^(\w+):(done|undone)(:override)?$/.exec(entry.action);
  const step = progress && stepOfAction.get(progress[1] as ProgressAction);
  if (step) {
    const said = progress[3] ? text.tracker.audit.progressOverride : text.tracker.audit.progress;
    return { summary: said(text.progressSteps[step], progress[2] === 'done'), note: entry.detail };
  }
  return { summary: entry.action, note: entry.detail };
}
