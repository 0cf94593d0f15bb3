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
const ZONE = 'import-x/no-restricted-paths';
const CYCLE = 'import-x/no-cycle';

describe('the boundaries the linter holds', () => {
  it('refuses ElectroDB and the DynamoDB clients outside functions/src/data/', async () => {
    const fixture = `import { Entity } from 'electrodb';\nimport { DynamoDBClient } from '@aws-sdk/client-dynamodb';\nexport const uses = [Entity, DynamoDBClient];\n`;
    expect(await ruleIdsFor('functions/src/account/boundary-fixture.ts', fixture)).toEqual([RULE, RULE]);
    expect(await ruleIdsFor('functions/src/data/boundary-fixture.ts', fixture)).toEqual([]);
  }, 60_000);

  it('refuses an ElectroDB entity module outside functions/src/data/, but not its types or the access patterns', async () => {
    expect(
      await ruleIdsFor(
        'functions/src/uploads/boundary-fixture.ts',
        `import { documents } from '../data/entities/document';\nexport const all = documents;\n`,
      ),
    ).toEqual([RULE]);
    expect(
      await ruleIdsFor(
        'functions/src/uploads/boundary-fixture.ts',
        `import type { documents } from '../data/entities/document';\nimport { listUserDocuments } from '../data/stores/document';\nexport type D = typeof documents;\nexport const list = listUserDocuments;\n`,
      ),
    ).toEqual([]);
  }, 60_000);

  it('refuses every entity module, and lets the stores’ access patterns through', async () => {
    const fixture = (names: string, module: string) =>
      `import { ${names} } from '../data/${module}';\nexport const used = [${names}];\n`;
    for (const [entity, module] of [
      ['profiles', 'entities/profile'],
      ['streamEvents', 'entities/stream-event'],
      ['accountClosures', 'entities/account-closure'],
      ['contactMessages', 'entities/contact-message'],
    ]) {
      expect(await ruleIdsFor('functions/src/account/boundary-fixture.ts', fixture(entity!, module!))).toEqual([RULE]);
    }
    expect(
      await ruleIdsFor('functions/src/account/boundary-fixture.ts', fixture('getProfileItem', 'stores/profile')),
    ).toEqual([]);
  }, 60_000);

  it('refuses the handlers reading the environment outside config.ts', async () => {
    const fixture = `export const stage = () => process.env.STAGE;\n`;
    expect(await ruleIdsFor('functions/src/commons/boundary-fixture.ts', fixture)).toEqual([
      'no-restricted-properties',
    ]);
    expect(await ruleIdsFor('functions/src/config.ts', fixture)).toEqual([]);
  }, 60_000);

  it('refuses the domain and the browser reading the environment', async () => {
    const fixture = `export const stage = () => process.env.STAGE;\n`;
    for (const file of ['shared/src/boundary-fixture.ts', 'frontend/src/lib/boundary-fixture.ts']) {
      expect(await ruleIdsFor(file, fixture), file).toEqual(['no-restricted-properties']);
    }
  }, 60_000);

  it('refuses a frontend feature importing another feature, and allows its own files and the common layer', async () => {
    for (const other of ['@/features/chatbot/api/ask-chatbot', '../../chatbot/api/ask-chatbot']) {
      expect(
        await ruleIdsFor('frontend/src/features/contact/components/boundary-fixture.ts', `import '${other}';\n`),
      ).toEqual([ZONE]);
    }
    expect(
      await ruleIdsFor(
        'frontend/src/features/contact/components/boundary-fixture.ts',
        `import '@/features/contact/api/send-contact-message';\nimport '../api/send-contact-message';\nimport '@/lib/api-client';\n`,
      ),
    ).toEqual([]);
  }, 60_000);

  it('refuses the common layer importing a feature, a page or the app, and a feature importing a page or the app', async () => {
    const upward = [
      `import '@/app/providers';\n`,
      `import '@/features/chatbot/api/ask-chatbot';\n`,
      `import type { ChatMessage } from '../features/chatbot/hooks/use-chat';\nexport type Message = ChatMessage;\n`,
      `import '@/pages/not-found/not-found-page';\n`,
    ];
    for (const folder of ['api', 'lib', 'components', 'hooks']) {
      for (const fixture of upward) {
        expect(
          await ruleIdsFor(`frontend/src/${folder}/boundary-fixture.ts`, fixture),
          `${folder}: ${fixture}`,
        ).toEqual([ZONE]);
      }
    }
    expect(
      await ruleIdsFor('frontend/src/features/contact/components/boundary-fixture.ts', upward[0]! + upward[3]!),
    ).toEqual([ZONE, ZONE]);
    expect(
      await ruleIdsFor(
        'frontend/src/pages/contact/boundary-fixture.ts',
        `import '@/app/providers';\nimport '@/features/contact/api/send-contact-message';\nimport '@/lib/api-client';\n`,
      ),
    ).toEqual([]);
  }, 60_000);

  it("refuses a customer or visitor module importing a feature's staff code, and lets the back office's pages in", async () => {
    const staffCall = `import '@/features/claim/staff/api/admin-applications';\n`;
    for (const customer of [
      'frontend/src/features/claim/components/boundary-fixture.ts',
      'frontend/src/pages/account/boundary-fixture.ts',
      'frontend/src/app/layout/boundary-fixture.ts',
    ]) {
      expect(await ruleIdsFor(customer, staffCall), customer).toEqual([ZONE]);
    }
    for (const staff of [
      'frontend/src/features/claim/staff/components/boundary-fixture.ts',
      'frontend/src/pages/admin-claim/boundary-fixture.ts',
    ]) {
      expect(await ruleIdsFor(staff, staffCall), staff).toEqual([]);
    }
  }, 60_000);

  it('refuses a workspace importing one after it, in its source and in its vitest config', async () => {
    expect(await ruleIdsFor('shared/vitest.config.ts', `import '../local/src/settings';\n`)).toEqual([ZONE]);
    expect(await ruleIdsFor('functions/src/boundary-fixture.ts', `import '../../infra/src/route-table';\n`)).toEqual([
      ZONE,
    ]);
    expect(await ruleIdsFor('infra/src/boundary-fixture.ts', `import '@taxback/functions/needs';\n`)).toEqual([]);
  }, 60_000);

  it('refuses an import that closes a circle', async () => {
    // zod.ts imports the default messages (a type-only import back, as the messages have, is no circle at run time).
    expect(
      await ruleIdsFor(
        'shared/src/validation/messages.ts',
        `import * as z from '../zod';\nexport const validationMessage = () => z.string();\n`,
      ),
    ).toEqual([CYCLE]);
    // functions.ts builds each function's role with function-roles.ts.
    expect(await ruleIdsFor('infra/src/constructs/function-roles.ts', `import './functions';\n`)).toEqual([CYCLE]);
    expect(
      await ruleIdsFor(
        'infra/src/constructs/function-roles.ts',
        `import type { Functions } from './functions';\nexport type F = Functions;\n`,
      ),
    ).toEqual([]);
  }, 60_000);
});
