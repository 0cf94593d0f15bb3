import { copy, staffCopy, serverCopyFor } from '@taxback/shared';
import { putFile } from '../adapters/files';
import { sendMail } from '../adapters/mail';
import { config } from '../config';
import { newId } from '../commons/ids';
import { applicationById, type ApplicationItem } from '../data/stores/application';
import { recordGeneratedDocument } from '../data/stores/document';
import { openProfile, type OpenProfile } from '../data/stores/sealed-profile';
import { conflict, notFound } from '../http/errors';
import { unlessRunning } from '../data/stores/work-hold';
import { inLocale } from '../http/request-locale';
import { created, operation } from '../http/lambda-handler';
import { buildFormPackage } from './form-package';
import { readRepresentatives } from '../data/stores/representative-settings';
import { transition } from './lifecycle';

/**
 * Generates the preparer's worksheet of an application (not for signature), stores it under the customer's
 * prefix (listed with their uploads) and, when they chose email, mails them a link to read it after sign-in.
 */
export const generateFormPackage = operation('generateFormPackage', async ({ params }) => {
  const application = await applicationById(params.applicationId);
  const profile = application && (await openProfile(application.userId));
  if (!application || !profile) throw notFound(copy.payment.noApplication);
  transition(application, 'prepare_forms', 'staff');
  const prepared = await unlessRunning('forms', application.applicationId, () => preparePackage(application, profile));
  if (!prepared) throw conflict(undefined, staffCopy.adminFormPackage.alreadyRunning);
  return created(prepared);
});

async function preparePackage(application: ApplicationItem, profile: OpenProfile) {
  // The customer's copy of the sheets, and the mail carrying them, are in the customer's language.
  const language = profile.item.language;
  const { representatives } = await readRepresentatives();
  const files = await inLocale(language, () => buildFormPackage(application, profile, new Date(), representatives));
  const stamp = Date.now();
  const stored = await Promise.all(
    files.map(async (file) => {
      const documentId = newId();
      const filePath = `${application.userId}/generated/${stamp}-${file.fileName}`;
      await putFile(filePath, file.bytes, 'application/pdf');
      await recordGeneratedDocument({
        documentId,
        userId: application.userId,
        applicationId: application.applicationId,
        fileName: file.fileName,
        filePath,
        fileType: 'application/pdf',
        sizeBytes: file.bytes.length,
        userName: [profile.item.firstName, profile.item.lastName].filter(Boolean).join(' '),
      });
      return { documentId, fileName: file.fileName };
    }),
  );

  const byEmail = application.formDeliveryPreference === 'email' || application.formDeliveryPreference === 'both';
  if (byEmail) {
    await sendMail({
      to: [profile.item.email],
      subject: serverCopyFor(language).formsEmail.subject,
      // The sheets hold the ITIN and date of birth: the mail only links to the signed-in download (60 s link).
      text: serverCopyFor(language).formsEmail.body(profile.item.firstName ?? '', `${config.appUrl}/upload-documents`),
    });
  }
  return { documents: stored, emailed: byEmail };
}
