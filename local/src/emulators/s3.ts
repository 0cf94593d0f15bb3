import fs from 'node:fs';
import path from 'node:path';
import S3rver from 's3rver';
import type { Started } from '../process';
import type { LocalSettings } from '../settings';

const corsConfiguration = `<CORSConfiguration>
  <CORSRule>
    <AllowedOrigin>*</AllowedOrigin>
    <AllowedMethod>GET</AllowedMethod>
    <AllowedMethod>PUT</AllowedMethod>
    <AllowedMethod>POST</AllowedMethod>
    <AllowedMethod>HEAD</AllowedMethod>
    <AllowedHeader>*</AllowedHeader>
    <ExposeHeader>ETag</ExposeHeader>
    <MaxAgeSeconds>3000</MaxAgeSeconds>
  </CORSRule>
</CORSConfiguration>`;

/** s3rver in this process, with the documents bucket (and the CORS rules browser uploads need) and the site bucket. */
export async function startS3(settings: LocalSettings): Promise<Started> {
  const directory = path.join(settings.dataDir, 's3');
  fs.mkdirSync(directory, { recursive: true });
  const server = new S3rver({
    port: settings.ports.s3,
    address: '127.0.0.1',
    directory,
    silent: true,
    configureBuckets: [{ name: settings.bucketName, configs: [corsConfiguration] }, { name: settings.siteBucketName }],
  });
  await server.run();
  return { name: 's3rver', stop: () => server.close() };
}
