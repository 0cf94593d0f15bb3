import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import {
  DescribeTableCommand,
  DynamoDBClient,
  RestoreTableToPointInTimeCommand,
  waitUntilTableExists,
} from '@aws-sdk/client-dynamodb';
import { exportTable, importTable, wipeTable } from '../restore/table-copy';

/**
 * Restores a stage's claims to a point in time (docs/runbook.md, "Restoring the table"):
 *
 *   restore-table.ts pitr   --table <live> --time <ISO time>          → a new table `<live>-at-<time>`
 *   restore-table.ts export --table <name> --file <export.jsonl>
 *   restore-table.ts wipe   --table <name> --yes
 *   restore-table.ts import --table <name> --file <export.jsonl>
 *
 * `pitr` asks DynamoDB for a copy of the live table as it was at that time, encrypted with the live
 * table's key; export from it, wipe the live table and import, and the stage serves the restored claims
 * under its own table (alarms, backups, stream and permissions unchanged). Endpoints and credentials
 * come from the environment (AWS_PROFILE, AWS_REGION, AWS_ENDPOINT_URL_DYNAMODB for the local stack).
 */
const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    table: { type: 'string' },
    time: { type: 'string' },
    file: { type: 'string' },
    yes: { type: 'boolean', default: false },
  },
});
const [command] = positionals;
const client = new DynamoDBClient({});
const need = (name: 'table' | 'time' | 'file'): string => {
  const value = values[name];
  if (!value) throw new Error(`${command} needs --${name}`);
  return value;
};

async function pointInTime(table: string, time: string): Promise<string> {
  const at = new Date(time);
  if (Number.isNaN(at.getTime())) throw new Error(`--time must be an ISO date and time, got ${time}`);
  const live = await client.send(new DescribeTableCommand({ TableName: table }));
  const keyArn = live.Table?.SSEDescription?.KMSMasterKeyArn;
  const target = `${table}-at-${at.toISOString().replace(/[:.]/g, '-')}`.slice(0, 255);
  await client.send(
    new RestoreTableToPointInTimeCommand({
      SourceTableName: table,
      TargetTableName: target,
      RestoreDateTime: at,
      ...(keyArn ? { SSESpecificationOverride: { Enabled: true, SSEType: 'KMS', KMSMasterKeyId: keyArn } } : {}),
    }),
  );
  console.log(`Restoring ${table} as of ${at.toISOString()} into ${target} (this takes minutes to hours)…`);
  await waitUntilTableExists({ client, maxWaitTime: 6 * 3600 }, { TableName: target });
  return target;
}

switch (command) {
  case 'pitr': {
    const target = await pointInTime(need('table'), need('time'));
    console.log(`Restored table: ${target}. Next: export it, then wipe and import into ${values.table}.`);
    break;
  }
  case 'export': {
    const file = need('file');
    fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
    console.log(`Exported ${await exportTable(client, need('table'), file)} items to ${file}`);
    break;
  }
  case 'wipe': {
    if (!values.yes) throw new Error('wipe deletes every item of the table: add --yes once the export is checked');
    console.log(`Deleted ${await wipeTable(client, need('table'))} items from ${values.table}`);
    break;
  }
  case 'import': {
    console.log(`Imported ${await importTable(client, need('table'), need('file'))} items into ${values.table}`);
    break;
  }
  default:
    console.error('usage: restore-table.ts pitr|export|wipe|import --table <name> [--time <ISO>] [--file <f>] [--yes]');
    process.exit(2);
}
