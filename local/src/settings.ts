import { fileURLToPath } from 'node:url';
import path from 'node:path';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export type Profile = 'dev' | 'test';

export interface LocalSettings {
  profile: Profile;
  dataDir: string;
  /** DynamoDB keeps its data in dataDir (dev) or in memory (test). */
  persistent: boolean;
  region: string;
  tableName: string;
  bucketName: string;
  /** The site bucket's stand-in: the blog's images, which the local web server serves at /blog-images/. */
  siteBucketName: string;
  mailFrom: string;
  teamInbox: string;
  admin: { email: string; password: string; firstName: string; lastName: string };
  ports: { dynamodb: number; cognito: number; s3: number; ses: number; api: number; web: number; websocket: number };
}

const admin = {
  email: 'admin@taxback.local',
  password: 'TaxBackAdmin1',
  firstName: 'Alex',
  lastName: 'Admin',
};

export function localSettings(profile: Profile): LocalSettings {
  // Test stacks take ports above the dev stack's; TAXBACK_TEST_PORT_OFFSET lets parallel runs coexist.
  const offset = profile === 'test' ? Number(process.env.TAXBACK_TEST_PORT_OFFSET ?? 10_000) : 0;
  return {
    profile,
    dataDir: path.join(repoRoot, profile === 'test' ? `.test-data/${offset}` : '.local-data'),
    persistent: profile === 'dev',
    region: 'us-east-1',
    tableName: 'taxback-local',
    bucketName: 'taxback-documents',
    siteBucketName: 'taxback-site',
    mailFrom: 'TaxBack <no-reply@taxback.local>',
    teamInbox: 'team@taxback.local',
    admin,
    ports: {
      dynamodb: 8000 + offset,
      cognito: 9229 + offset,
      s3: 4569 + offset,
      ses: 8005 + offset,
      api: 3001 + offset,
      web: 5173 + offset,
      websocket: 3002 + offset,
    },
  };
}
