import { adminFilesPageSchema, filePathSchema } from '../../uploads/staff-schemas';
import {
  confirmUploadRequestSchema,
  confirmedUploadSchema,
  documentIdParamsSchema,
  documentListQuerySchema,
  documentListSchema,
  presignUploadRequestSchema,
  presignUploadResponseSchema,
} from '../../uploads/files';
import { downloadResponseSchema } from '../../uploads/schemas';
import { type RouteContract } from '../contract';
import { pageQuerySchema } from '../../validation/list-cursor';

/** A customer's documents, and the staff's list of every customer's files. */
export const uploadsRoutes = {
  presignDocumentUpload: {
    method: 'POST',
    path: '/uploads',
    auth: 'user',
    summary: 'A presigned S3 POST for one document.',
    body: presignUploadRequestSchema,
    responses: { 201: presignUploadResponseSchema },
    errors: ['not_found', 'conflict', 'payload_too_large', 'too_many_requests'],
  },
  confirmDocumentUpload: {
    method: 'POST',
    path: '/uploads/confirm',
    auth: 'user',
    summary: 'Checks the uploaded file and records the document.',
    body: confirmUploadRequestSchema,
    responses: { 200: confirmedUploadSchema },
    errors: ['not_found', 'conflict', 'payload_too_large'],
  },
  listDocuments: {
    method: 'GET',
    path: '/uploads',
    auth: 'user',
    summary: "The caller's documents; with `applicationId`, only that claim's.",
    query: documentListQuerySchema,
    responses: { 200: documentListSchema },
  },
  downloadMyDocument: {
    method: 'GET',
    path: '/uploads/{documentId}/download',
    auth: 'user',
    summary: 'A short-lived download link to one of the caller’s documents.',
    params: documentIdParamsSchema,
    responses: { 200: downloadResponseSchema },
    errors: ['not_found'],
  },
  // Staff: every customer's files.
  listAdminFiles: {
    method: 'GET',
    path: '/admin/files',
    auth: 'admin',
    summary: 'Uploaded and generated documents, a page at a time.',
    query: pageQuerySchema,
    responses: { 200: adminFilesPageSchema },
  },
  downloadAdminFile: {
    method: 'GET',
    path: '/admin/files/{userId}/{documentId}/download',
    auth: 'admin',
    summary: 'A short-lived download link to a customer’s document.',
    params: filePathSchema,
    responses: { 200: downloadResponseSchema },
    errors: ['not_found'],
  },
} as const satisfies Record<string, RouteContract>;
