import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { LocalSettings } from './settings';

export interface LocalSecrets {
  encryptionKeyBase64: string;
  linkSigningSecret: string;
  stripeWebhookSecret: string;
  /** The seeded admin's TOTP secret (base32), written once the admin is enrolled. */
  adminTotpSecret?: string;
}

const secretsFile = (settings: LocalSettings) => path.join(settings.dataDir, 'secrets.json');

/** Adds values to the data folder's secrets file. */
export function saveLocalSecrets(settings: LocalSettings, changes: Partial<LocalSecrets>): LocalSecrets {
  const secrets = { ...localSecrets(settings), ...changes };
  fs.writeFileSync(secretsFile(settings), JSON.stringify(secrets, null, 2), { mode: 0o600 });
  return secrets;
}

/** Key material generated once per data folder, so encrypted data stays readable across restarts. */
export function localSecrets(settings: LocalSettings): LocalSecrets {
  const file = secretsFile(settings);
  if (fs.existsSync(file)) return JSON.parse(fs.readFileSync(file, 'utf8')) as LocalSecrets;
  const secrets: LocalSecrets = {
    encryptionKeyBase64: randomBytes(32).toString('base64'),
    linkSigningSecret: randomBytes(32).toString('hex'),
    stripeWebhookSecret: `whsec_${randomBytes(24).toString('hex')}`,
  };
  fs.mkdirSync(settings.dataDir, { recursive: true });
  fs.writeFileSync(file, JSON.stringify(secrets, null, 2), { mode: 0o600 });
  return secrets;
}
