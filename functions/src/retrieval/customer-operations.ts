import { copy, formsToAuthorise, OTHER_CASINO, signatureMatches, type MyRetrieval } from '@taxback/shared';
import { storedMissingForms } from '../claim/application-view';
import { getApplication, type ApplicationItem } from '../data/stores/application';
import { listDirectory, type CasinoItem } from '../data/stores/casino';
import { openProfile } from '../data/stores/sealed-profile';
import { claimRetrievals } from '../data/stores/retrieval';
import { getAuthorisation, recordAuthorisation } from '../data/stores/authorisation';
import { badRequest, conflict, notFound } from '../http/errors';
import { ok, operation } from '../http/lambda-handler';
import { transition } from '../claim/lifecycle';
import { authorisationView, casinoNameOf, retrievalEntryView } from './views';

const USER_AGENT_MAX = 500;

const directoryMap = async () => new Map((await listDirectory()).map((casino) => [casino.slug, casino]));

const toAuthorise = (application: ApplicationItem, directory: Map<string, CasinoItem>) =>
  application.hasAll1042s === false
    ? formsToAuthorise(storedMissingForms(application), (entry) => casinoNameOf(entry, directory))
    : [];

async function myRetrieval(application: ApplicationItem): Promise<MyRetrieval> {
  const [authorisation, entries] = await Promise.all([
    getAuthorisation(application.applicationId),
    claimRetrievals(application.applicationId),
  ]);
  return {
    formsToAuthorise: authorisation ? [] : toAuthorise(application, await directoryMap()),
    authorisation: authorisation ? authorisationView(authorisation) : null,
    entries: entries.map(retrievalEntryView),
  };
}

async function ownApplication(userId: string, applicationId: string) {
  const application = await getApplication(userId, applicationId);
  if (!application) throw notFound(copy.payment.noApplication);
  return application;
}

/** Where each missing form of the customer's claim stands, and what the authorisation would list. */
export const getMyRetrieval = operation('getMyRetrieval', async ({ caller, params }) =>
  ok(await myRetrieval(await ownApplication(caller.userId, params.applicationId))),
);

/**
 * The customer signs the retrieval authorisation with their typed name. It lists the missing forms
 * as they stand, opens one retrieval entry per form, and keeps the time, address and browser.
 */
export const signRetrievalAuthorisation = operation(
  'signRetrievalAuthorisation',
  async ({ caller, params, body, sourceIp, headers }) => {
    const application = await ownApplication(caller.userId, params.applicationId);
    transition(application, 'authorise_retrieval', 'customer');
    const directory = await directoryMap();
    const forms = toAuthorise(application, directory);
    if (!forms.length) throw conflict(undefined, copy.retrievalErrors.nothingToAuthorise);

    const profile = await openProfile(caller.userId);
    const profileName = [profile?.item.firstName, profile?.item.lastName].filter(Boolean).join(' ');
    if (!signatureMatches(body.fullName, profileName)) {
      const message = copy.retrieval.nameMismatch(profileName);
      throw badRequest(message, { fullName: message });
    }

    const signedAt = new Date().toISOString();
    const described = new Map(storedMissingForms(application).map((entry) => [entry.id, entry]));
    const recorded = await recordAuthorisation(
      {
        applicationId: application.applicationId,
        userId: caller.userId,
        fullName: body.fullName,
        signedOn: signedAt.slice(0, 10),
        signedAt,
        ipAddress: sourceIp || '-',
        userAgent: (headers['user-agent'] ?? '-').slice(0, USER_AGENT_MAX),
        forms: forms.map(({ amountWonCents, ...form }) => ({
          ...form,
          ...(amountWonCents === null ? {} : { amountWonCents }),
        })),
      },
      forms.map((form) => {
        const entry = described.get(form.entryId)!;
        const inDirectory = !!entry.casino && entry.casino !== OTHER_CASINO && directory.has(entry.casino);
        return {
          applicationId: application.applicationId,
          entryId: entry.id,
          userId: caller.userId,
          casinoSlug: inDirectory ? entry.casino : '',
          casinoName: form.casinoName,
          casinoOther: entry.casino === OTHER_CASINO ? entry.casinoOther : undefined,
          playerCardNumber: entry.playerCardNumber || undefined,
          date: entry.date || undefined,
          winType: entry.winType || undefined,
          amountWonCents: entry.amountWonCents,
          withholdingCents: entry.withholdingCents,
          status: 'to_request' as const,
          sortDay: signedAt.slice(0, 10),
          history: [],
        };
      }),
      application.version,
    );
    if (recorded === 'authorised_already') throw conflict(undefined, copy.retrievalErrors.alreadyAuthorised);
    // The claim's answers were saved while this was signed: what was signed may no longer be its forms.
    if (recorded === 'claim_changed') throw conflict();
    return ok(await myRetrieval(application));
  },
);
