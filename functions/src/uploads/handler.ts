import { uploadsRoutes } from '@taxback/shared/api/routes/uploads';
import { lambdaHandler } from '../http/lambda-handler';
import { confirmDocumentUpload, downloadMyDocument, listDocuments, presignDocumentUpload } from './operations';

export const handler = lambdaHandler(uploadsRoutes, [
  presignDocumentUpload,
  confirmDocumentUpload,
  listDocuments,
  downloadMyDocument,
]);
