import { retrievalRoutes } from '@taxback/shared/api/routes/retrieval';
import { lambdaHandler } from '../http/lambda-handler';
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

export const handler = lambdaHandler(retrievalRoutes, [
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
]);
