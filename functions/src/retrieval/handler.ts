import { retrievalRoutes } from '@taxback/shared/api/routes/retrieval';
import { lambdaHandler, type FeatureImplementation } from '../http/lambda-handler';
import {
  downloadRequestLetter,
  generateRequestLetters,
  getAdminRetrieval,
  listRetrievals,
  mapRetrievalCasino,
  markLetterSent,
  markNotAvailable,
  presignRetrievedCopy,
  recordReceivedCopy,
  reopenRetrieval,
} from './admin-operations';
import { createCasino, deleteCasino, listCasinoChoices, listCasinos, updateCasino } from './casino-operations';
import { getMyRetrieval, signRetrievalAuthorisation } from './customer-operations';

/** Getting a missing Form 1042-S from a casino: the customer's side, the staff's and the casino directory. */
export const retrieval = {
  listCasinoChoices,
  listCasinos,
  createCasino,
  updateCasino,
  deleteCasino,
  getMyRetrieval,
  signRetrievalAuthorisation,
  listRetrievals,
  getAdminRetrieval,
  generateRequestLetters,
  downloadRequestLetter,
  markLetterSent,
  mapRetrievalCasino,
  presignRetrievedCopy,
  recordReceivedCopy,
  markNotAvailable,
  reopenRetrieval,
} satisfies FeatureImplementation<'retrieval'>;

export const handler = lambdaHandler(retrievalRoutes, retrieval);
