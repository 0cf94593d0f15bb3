import {
  copy,
  OTHER_CASINO,
  type AdminRetrievalEntryView,
  type Casino,
  type LetterView,
  type MissingFormEntry,
  type RetrievalEntryView,
} from '@taxback/shared';
import type { CasinoItem } from '../data/stores/casino';
import type { AuthorisationItem } from '../data/stores/authorisation';
import type { LetterItem } from '../data/stores/letter';
import type { RetrievalItem } from '../data/stores/retrieval';

export const casinoView = (item: CasinoItem): Casino => ({
  slug: item.slug,
  displayName: item.displayName,
  legalName: item.legalName,
  address: item.address ?? '',
  email: item.email ?? '',
  fax: item.fax ?? '',
  requirements: (item.requirements ?? []) as Casino['requirements'],
  notes: item.notes ?? '',
  answerDays: item.answerDays,
  toVerify: item.toVerify,
  updatedAt: item.updatedAt,
});

/** The casino of a missing-form entry in words: the directory's name, or what the customer typed for "other". */
export function casinoNameOf(
  entry: Pick<MissingFormEntry, 'casino' | 'casinoOther'>,
  directory: Map<string, CasinoItem>,
) {
  if (entry.casino === OTHER_CASINO) return entry.casinoOther?.trim() || copy.retrieval.unknownCasino;
  if (!entry.casino) return copy.retrieval.unknownCasino;
  return directory.get(entry.casino)?.displayName ?? entry.casino;
}

export const authorisationView = (item: AuthorisationItem) => ({
  fullName: item.fullName,
  signedOn: item.signedOn,
  signedAt: item.signedAt,
  forms: (item.forms ?? []).map((form) => ({ ...form, amountWonCents: form.amountWonCents ?? null })),
});

export const adminAuthorisationView = (item: AuthorisationItem) => ({
  ...authorisationView(item),
  ipAddress: item.ipAddress,
  userAgent: item.userAgent,
});

export const retrievalEntryView = (item: RetrievalItem): RetrievalEntryView => ({
  entryId: item.entryId,
  casinoName: item.casinoName,
  date: item.date ?? '',
  status: item.status,
  requestedAt: item.requestedAt ?? null,
  followUpOn: item.followUpOn ?? null,
});

export const adminRetrievalEntryView = (item: RetrievalItem): AdminRetrievalEntryView => ({
  ...retrievalEntryView(item),
  applicationId: item.applicationId,
  casinoSlug: item.casinoSlug ?? '',
  casinoOther: item.casinoOther ?? '',
  playerCardNumber: item.playerCardNumber ?? '',
  amountWonCents: item.amountWonCents ?? null,
  withholdingCents: item.withholdingCents ?? null,
  channel: item.channel ?? null,
  letterId: item.letterId ?? null,
  documentId: item.documentId ?? null,
  history: (item.history ?? []) as AdminRetrievalEntryView['history'],
  version: item.version,
});

export const letterView = (item: LetterItem): LetterView => ({
  letterId: item.letterId,
  casinoSlug: item.casinoSlug,
  casinoName: item.casinoName,
  entryIds: item.entryIds,
  taxYears: item.taxYears,
  fileName: item.fileName,
  createdAt: item.createdAt,
  sentOn: item.sentOn ?? null,
  channel: item.channel ?? null,
});
