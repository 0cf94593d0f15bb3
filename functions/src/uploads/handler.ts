import { uploadsRoutes } from '@taxback/shared/api/routes/uploads';
import { lambdaHandler, type FeatureImplementation } from '../http/lambda-handler';
import { downloadAdminFile, listAdminFiles } from './files';
import { confirmDocumentUpload, downloadMyDocument, listDocuments, presignDocumentUpload } from './operations';

/** The customer's documents, and the staff's list of every customer's files. */
export const uploads = {
  presignDocumentUpload,
  confirmDocumentUpload,
  listDocuments,
  downloadMyDocument,
  listAdminFiles,
  downloadAdminFile,
} satisfies FeatureImplementation<'uploads'>;

export const handler = lambdaHandler(uploadsRoutes, uploads);
