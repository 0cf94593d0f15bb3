import { randomUUID } from 'node:crypto';
import {
  DeleteObjectCommand,
  DeleteObjectsCommand,
  ListObjectsV2Command,
  ListObjectVersionsCommand,
  PutObjectCommand,
  S3Client,
  type ListObjectVersionsCommandOutput,
} from '@aws-sdk/client-s3';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { closeAccount } from '../src/account/account-closure';
import { removeExportFile } from '../src/account/data-export';
import { deleteFile, putFile } from '../src/adapters/files';
import { userItems } from '../src/data/stores/partitions';
import { customerReadyToPay } from './support/applications';
import { createUser, uniqueEmail } from './support/identity';

/**
 * The documents bucket is versioned in AWS. The local S3 (s3rver) implements no versioning (PUT ?versioning and
 * GET ?versions answer NotImplemented), so this test stands a versioned bucket in for it behind the SDK: every
 * put adds a version, a DeleteObject without a version id adds a delete marker and deletes nothing (as S3 does),
 * and only a delete naming a version removes it. DynamoDB and the pool are the local stack's.
 */
interface Version {
  Key: string;
  VersionId: string;
  marker: boolean;
}

class VersionedBucket {
  versions: Version[] = [];
  /** ListObjectVersions answers this many entries a page, to go through the paging. */
  pageSize = 3;

  put(Key: string) {
    this.versions.push({ Key, VersionId: randomUUID(), marker: false });
  }

  deleteMarker(Key: string) {
    this.versions.push({ Key, VersionId: randomUUID(), marker: true });
  }

  under(prefix: string) {
    return this.versions.filter((version) => version.Key.startsWith(prefix));
  }

  list(prefix: string, keyMarker?: string, versionIdMarker?: string): Partial<ListObjectVersionsCommandOutput> {
    const all = this.under(prefix).sort((a, b) => a.Key.localeCompare(b.Key));
    const from = keyMarker
      ? all.findIndex((version) => version.Key === keyMarker && version.VersionId === versionIdMarker) + 1
      : 0;
    const page = all.slice(from, from + this.pageSize);
    const last = page.at(-1);
    const more = from + this.pageSize < all.length;
    const entry = ({ Key, VersionId }: Version) => ({ Key, VersionId });
    return {
      Versions: page.filter((version) => !version.marker).map(entry),
      DeleteMarkers: page.filter((version) => version.marker).map(entry),
      IsTruncated: more,
      ...(more ? { NextKeyMarker: last!.Key, NextVersionIdMarker: last!.VersionId } : {}),
    };
  }

  /** What a plain listing shows: keys whose newest version is not a delete marker. */
  current(prefix: string): string[] {
    const newest = new Map<string, Version>();
    for (const version of this.under(prefix)) newest.set(version.Key, version);
    return [...newest.values()].filter((version) => !version.marker).map((version) => version.Key);
  }

  delete(Key: string, VersionId?: string) {
    if (!VersionId) return this.deleteMarker(Key);
    this.versions = this.versions.filter((version) => !(version.Key === Key && version.VersionId === VersionId));
  }
}

let bucket: VersionedBucket;
let s3: ReturnType<typeof mockClient>;
let listedVersionsBefore: string | undefined;

beforeEach(() => {
  listedVersionsBefore = process.env.S3_LISTS_VERSIONS;
  process.env.S3_LISTS_VERSIONS = 'true';
  bucket = new VersionedBucket();
  s3 = mockClient(S3Client);
  s3.on(PutObjectCommand).callsFake(({ Key }) => bucket.put(Key));
  s3.on(DeleteObjectCommand).callsFake(({ Key, VersionId }) => bucket.delete(Key, VersionId));
  s3.on(DeleteObjectsCommand).callsFake(({ Delete }) => {
    for (const { Key, VersionId } of Delete.Objects) bucket.delete(Key, VersionId);
    return { Deleted: Delete.Objects };
  });
  s3.on(ListObjectVersionsCommand).callsFake(({ Prefix, KeyMarker, VersionIdMarker }) =>
    bucket.list(Prefix, KeyMarker, VersionIdMarker),
  );
  s3.on(ListObjectsV2Command).callsFake(({ Prefix }) => ({
    Contents: bucket.current(Prefix).map((Key) => ({ Key })),
    IsTruncated: false,
  }));
});

afterEach(() => {
  s3.restore();
  if (listedVersionsBefore === undefined) delete process.env.S3_LISTS_VERSIONS;
  else process.env.S3_LISTS_VERSIONS = listedVersionsBefore;
});

describe('deleted means deleted, in the versioned bucket', () => {
  it('closing an account leaves no version and no delete marker of any of the customer’s objects', async () => {
    const caller = await createUser(uniqueEmail('versions'));
    await customerReadyToPay({}, caller);
    const other = `${randomUUID()}/refund-documents/1-kept.pdf`;
    const own = (path: string) => `${caller.userId}/${path}`;
    // A document replaced once, generated forms, a letter, a retrieved copy, an export already deleted once (a
    // delete marker over its bytes), and a quarantined upload nobody confirmed.
    for (const key of [
      own('refund-documents/1-w2g.pdf'),
      own('refund-documents/1-w2g.pdf'),
      own('generated/2-forms.pdf'),
      own('retrieval/3-letter.pdf'),
      own('retrieved/4-copy.pdf'),
      own('exports/5.zip'),
      own('quarantine/refund-documents-6-id.png'),
      other,
    ]) {
      await putFile(key, new Uint8Array([1]), 'application/pdf');
    }
    bucket.deleteMarker(own('exports/5.zip'));
    expect(bucket.under(`${caller.userId}/`).length).toBe(8);

    const closed = await closeAccount(
      { userId: caller.userId, username: caller.username, email: caller.email },
      'customer',
    );

    expect(closed.outcome).toBe('closed');
    expect(bucket.list(`${caller.userId}/`)).toMatchObject({ Versions: [], DeleteMarkers: [] });
    expect(bucket.under(`${caller.userId}/`)).toEqual([]);
    // Another customer's file is untouched.
    expect(bucket.under(other)).toHaveLength(1);
    expect(await userItems(caller.userId)).toEqual([]);
    // Deleted one version at a time, never hidden behind a marker.
    expect(s3.commandCalls(DeleteObjectCommand)).toEqual([]);
    const deleted = s3.commandCalls(DeleteObjectsCommand).flatMap((call) => call.args[0].input.Delete!.Objects!);
    expect(deleted.every((object) => object.VersionId)).toBe(true);
  });

  it('deleting one file (an expired export, a rejected upload) deletes each of its versions and no other key', async () => {
    const key = `${randomUUID()}/exports/${randomUUID()}.zip`;
    await putFile(key, new Uint8Array([1]), 'application/zip');
    await putFile(key, new Uint8Array([2]), 'application/zip');
    await putFile(`${key}.other`, new Uint8Array([3]), 'application/zip');
    bucket.deleteMarker(key);

    await removeExportFile({ exportId: 'e', objectKey: key });
    expect(bucket.under(key).map((version) => version.Key)).toEqual([`${key}.other`]);

    await deleteFile(`${key}.other`);
    expect(bucket.under(key)).toEqual([]);
  });

  it('deletes more versions than one request takes, in batches S3 accepts', async () => {
    const prefix = `${randomUUID()}/`;
    bucket.pageSize = 1000;
    for (let index = 0; index < 2500; index += 1) bucket.put(`${prefix}refund-documents/${index % 7}.pdf`);
    const caller = { userId: prefix.slice(0, -1), username: randomUUID(), email: '' };
    await closeAccount(caller, 'customer');
    expect(bucket.under(prefix)).toEqual([]);
    const batches = s3.commandCalls(DeleteObjectsCommand).map((call) => call.args[0].input.Delete!.Objects!.length);
    expect(Math.max(...batches)).toBeLessThanOrEqual(1000);
  });
});
