import { lambdaHandler } from '../http/lambda-handler';
import { confirmDocumentUpload, downloadMyDocument, listDocuments, presignDocumentUpload } from './operations';

export const handler = lambdaHandler('uploads', [
  presignDocumentUpload,
  confirmDocumentUpload,
  listDocuments,
  downloadMyDocument,
]);
