import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const eslint = new ESLint({ cwd: repoRoot });

/** Lints `code` as if it were the file at `filePath` (fixtures: no file is written) and answers the rule ids hit. */
async function ruleIdsFor(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(repoRoot, filePath) });
  return (result?.messages ?? []).map((message) => message.ruleId ?? message.message);
}

const RULE = '@typescript-eslint/no-restricted-imports';

describe('the boundaries the linter holds', () => {
  it('refuses ElectroDB and the DynamoDB clients outside functions/src/data/', async () => {
    const fixture = `import { Entity } from 'electrodb';\nimport { DynamoDBClient } from '@aws-sdk/client-dynamodb';\nexport const uses = [Entity, DynamoDBClient];\n`;
    expect(await ruleIdsFor('functions/src/profile/boundary-fixture.ts', fixture)).toEqual([RULE, RULE]);
    expect(await ruleIdsFor('functions/src/data/boundary-fixture.ts', fixture)).toEqual([]);
  }, 60_000);

  it('refuses an ElectroDB entity module outside functions/src/data/, but not its types or the access patterns', async () => {
    expect(
      await ruleIdsFor(
        'functions/src/uploads/boundary-fixture.ts',
        `import { documents } from '../data/documents';\nexport const all = documents;\n`,
      ),
    ).toEqual([RULE]);
    expect(
      await ruleIdsFor(
        'functions/src/uploads/boundary-fixture.ts',
        `import type { documents } from '../data/documents';\nimport { listUserDocuments } from '../data/document-store';\nexport type D = typeof documents;\nexport const list = listUserDocuments;\n`,
      ),
    ).toEqual([]);
  }, 60_000);

  it('refuses every entity a data module declares beside its access patterns, and lets the access patterns through', async () => {
    const fixture = (names: string, module: string) =>
      `import { ${names} } from '../data/${module}';\nexport const used = [${names}];\n`;
    for (const [entity, module] of [
      ['profiles', 'profiles'],
      ['streamEvents', 'stream-events'],
      ['accountClosures', 'data-rights'],
      ['contactMessages', 'contact-messages'],
    ]) {
      expect(await ruleIdsFor('functions/src/account/boundary-fixture.ts', fixture(entity!, module!))).toEqual([RULE]);
    }
    expect(await ruleIdsFor('functions/src/account/boundary-fixture.ts', fixture('getProfile', 'profiles'))).toEqual(
      [],
    );
  }, 60_000);

  it('refuses a frontend feature importing another feature, and allows its own files and the common layer', async () => {
    expect(
      await ruleIdsFor(
        'frontend/src/features/contact/components/boundary-fixture.ts',
        `import { useProfile } from '@/features/profile/api/get-profile';\nexport const hook = useProfile;\n`,
      ),
    ).toEqual([RULE]);
    expect(
      await ruleIdsFor(
        'frontend/src/features/contact/components/boundary-fixture.ts',
        `import { sendContactMessage } from '@/features/contact/api/send-contact-message';\nimport { api } from '@/lib/api-client';\nexport const used = [sendContactMessage, api];\n`,
      ),
    ).toEqual([]);
  }, 60_000);
});
