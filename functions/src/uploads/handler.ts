import { lambdaHandler } from '../http/lambda-handler';
import { confirmDocumentUpload, listDocuments, presignDocumentUpload } from './operations';

export const handler = lambdaHandler('uploads', [presignDocumentUpload, confirmDocumentUpload, listDocuments]);
