import {
  claimPaths,
  CONTENT_TYPES,
  copy,
  copyFor,
  extensionOf,
  sanitizeFileName,
  serverCopyFor,
  UPLOAD,
} from '@taxback/shared';
import { presignUpload } from '../adapters/files';
import { sendMail } from '../adapters/mail';
import { config } from '../config';
import { newId } from '../commons/ids';
import { applicationById, getApplication } from '../data/stores/application';
import { getTicket, issueTicket } from '../data/stores/upload-ticket';
import { listUserDocuments, recordFormToSign } from '../data/stores/document';
import { getProfileItem } from '../data/stores/profile';
import { readRepresentatives } from '../data/stores/representative-settings';
import { badRequest, conflict, notFound, payloadTooLarge } from '../http/errors';
import { created, ok, operation } from '../http/lambda-handler';
import { transition } from './lifecycle';
import { checkStoredUpload, quarantineKey } from '../http/stored-upload';

async function paidClaim(applicationId: string) {
  const application = await applicationById(applicationId);
  if (!application) throw notFound(copy.payment.noApplication);
  // The official forms are prepared, like the worksheet, for a paid claim whose answers are settled.
  transition(application, 'prepare_forms', 'staff');
  return application;
}

/**
 * A presigned upload of an official form staff prepared for the customer's signature: a PDF only, written to the
 * quarantine and checked (size and real type) before it reaches the claim, like a customer's upload.
 */
export const presignFormToSign = operation('presignFormToSign', async ({ params, body }) => {
  const application = await paidClaim(params.applicationId);
  const fileName = sanitizeFileName(body.fileName);
  if (extensionOf(fileName) !== 'pdf') throw badRequest(copy.upload.wrongType(fileName));
  if (body.sizeBytes > UPLOAD.maxBytes) throw payloadTooLarge(copy.upload.tooLarge(fileName));
  if (body.sizeBytes === 0) throw badRequest(copy.upload.empty(fileName));
  const uploadId = newId();
  const filePath = `${application.userId}/generated/${Date.now()}-to-sign-${fileName}`;
  const presigned = await presignUpload(
    quarantineKey(filePath),
    CONTENT_TYPES.pdf,
    UPLOAD.maxBytes,
    UPLOAD.presignExpirySeconds,
  );
  await issueTicket({
    uploadId,
    userId: application.userId,
    category: 'ToSign',
    officialForm: body.form,
    ...(body.taxYear ? { taxYear: body.taxYear } : {}),
    fileName,
    filePath,
    extension: 'pdf',
    applicationId: application.applicationId,
    expiresAt: Math.floor(Date.now() / 1000) + 24 * 3600,
  });
  return created({ uploadId, ...presigned });
});

/** Checks the uploaded form, puts it on the claim for signature and mails the customer what to do. */
export const confirmFormToSign = operation('confirmFormToSign', async ({ params, body }) => {
  const application = await paidClaim(params.applicationId);
  const ticket = await getTicket(application.userId, body.uploadId);
  if (!ticket || ticket.category !== 'ToSign' || ticket.applicationId !== application.applicationId) {
    throw notFound(copy.upload.unknownUpload);
  }
  const { size, contentType } = await checkStoredUpload(ticket);
  const profile = await getProfileItem(application.userId);
  const outcome = await recordFormToSign(ticket, {
    fileType: contentType,
    sizeBytes: size,
    applicationId: application.applicationId,
    userName: [profile?.firstName, profile?.lastName].filter(Boolean).join(' ') || undefined,
  });
  if (outcome !== 'recorded') throw conflict(undefined, copy.upload.alreadyRecorded(ticket.fileName));
  const form = ticket.officialForm ?? 'w7';
  let emailed = false;
  if (profile?.email) {
    const mail = serverCopyFor(profile.language).formsToSignEmail;
    const text = copyFor(profile.language).refundStatus.formsToSign;
    const { signedFormsAddress } = await readRepresentatives();
    await sendMail({
      to: [profile.email],
      subject: mail.subject,
      text: mail.body(
        profile.firstName ?? '',
        text.names[form],
        `${config.appUrl}${claimPaths.status(application.applicationId)}`,
        text.steps.map((step, index) => `${index + 1}. ${step}`).join('\n'),
        signedFormsAddress ? text.mailTo(signedFormsAddress) : text.mailToUnknown,
      ),
    });
    emailed = true;
  }
  return ok({ documentId: ticket.uploadId, fileName: ticket.fileName, form, emailed });
});

/** The official forms on one of the caller's claims, waiting for their signature, and where to mail them. */
export const listMyFormsToSign = operation('listMyFormsToSign', async ({ caller, params }) => {
  const application = await getApplication(caller.userId, params.applicationId);
  if (!application) throw notFound(copy.payment.noApplication);
  const documents = await listUserDocuments(caller.userId);
  const { signedFormsAddress } = await readRepresentatives();
  return ok({
    forms: documents
      .filter((item) => item.category === 'ToSign' && item.applicationId === application.applicationId)
      .map((item) => ({
        documentId: item.documentId,
        fileName: item.fileName,
        form: item.officialForm ?? 'w7',
        taxYear: item.taxYear ?? null,
        createdAt: item.createdAt,
      })),
    mailTo: signedFormsAddress ?? null,
    receivedDate: application.formsReceivedDate ?? null,
  });
});
