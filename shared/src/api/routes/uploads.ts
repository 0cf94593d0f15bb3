import { downloadResponseSchema } from '../../uploads/schemas';
import {
  confirmedUploadSchema,
  confirmUploadRequestSchema,
  documentIdParamsSchema,
  documentListQuerySchema,
  documentListSchema,
  presignUploadRequestSchema,
  presignUploadResponseSchema,
} from '../../uploads/files';
import { type FeatureRoutes } from '../contract';

/** A customer's documents. */
export const uploadsRoutes = {
  presignDocumentUpload: {
    method: 'POST',
    path: '/uploads',
    auth: 'user',
    feature: 'uploads',
    summary: 'A presigned S3 POST for one document.',
    body: presignUploadRequestSchema,
    responses: { 201: presignUploadResponseSchema },
    errors: ['not_found', 'conflict', 'payload_too_large', 'too_many_requests'],
  },
  confirmDocumentUpload: {
    method: 'POST',
    path: '/uploads/confirm',
    auth: 'user',
    feature: 'uploads',
    summary: 'Checks the uploaded file and records the document.',
    body: confirmUploadRequestSchema,
    responses: { 200: confirmedUploadSchema },
    errors: ['not_found', 'conflict', 'payload_too_large'],
  },
  listDocuments: {
    method: 'GET',
    path: '/uploads',
    auth: 'user',
    feature: 'uploads',
    summary: "The caller's documents; with `applicationId`, only that claim's.",
    query: documentListQuerySchema,
    responses: { 200: documentListSchema },
  },
  downloadMyDocument: {
    method: 'GET',
    path: '/uploads/{documentId}/download',
    auth: 'user',
    feature: 'uploads',
    summary: 'A short-lived download link to one of the caller’s documents.',
    params: documentIdParamsSchema,
    responses: { 200: downloadResponseSchema },
    errors: ['not_found'],
  },
} as const satisfies FeatureRoutes<'uploads'>;
