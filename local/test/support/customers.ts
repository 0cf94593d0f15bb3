import { randomUUID } from 'node:crypto';
import { decodeJwt } from 'jose';
import { api, createCustomer, finishedApplication, type Customer } from '../../../e2e/src/customers';
import { pngBytes, postToS3 } from '../../../functions/test/support/files';

export interface Applicant extends Customer {
  userId: string;
  applicationId: string;
  /** An upload the customer presigned and sent to S3 but did not confirm yet. */
  uploadId: string;
  /** A checkout the customer opened for the application. */
  sessionId: string;
}

/** A customer with a unique first name, a finished application, a pending upload and an open checkout. */
export async function applicant(): Promise<Applicant> {
  const customer = await createCustomer(`Zed${randomUUID().replace(/\d|-/g, '').slice(0, 8)}`);
  const applicationId = await finishedApplication(customer);
  const upload = await api<{ uploadId: string; url: string; fields: Record<string, string> }>(
    customer,
    'POST',
    '/uploads',
    { category: 'ID', fileName: 'passport.png', sizeBytes: pngBytes().length },
  );
  await postToS3(upload.url, upload.fields, pngBytes(), 'passport.png');
  const checkout = await api<{ url: string }>(customer, 'POST', '/payments/checkout', { applicationId });
  const sessionId = new URL(checkout.url).pathname.split('/').pop()!;
  return { ...customer, userId: decodeJwt(customer.token).sub!, applicationId, uploadId: upload.uploadId, sessionId };
}

/** The strings that must never appear in an answer given to anybody but the customer (or staff). */
export const identifiersOf = (customer: Applicant) => [
  customer.userId,
  customer.email,
  customer.firstName,
  customer.applicationId,
  customer.uploadId,
  customer.sessionId,
];

/** The identifiers of `customer` that appear in `text`. */
export const leakedIn = (text: string, customer: Applicant) =>
  identifiersOf(customer).filter((value) => text.toLowerCase().includes(value.toLowerCase()));
