import { describe, expect, it } from 'vitest';
import { Template } from 'aws-cdk-lib/assertions';
import { isDeepStrictEqual as isEqual } from 'node:util';
import type { Feature } from '@taxback/functions/http/route-types';
import { documentRecordKinds, functionNeeds } from '@taxback/functions/needs';
import { apiFeatures, constructIdOf } from '../src/route-table';
import { buildStack } from './build-stack';

const template = Template.fromStack(buildStack().stack);

interface Statement {
  Effect?: 'Allow' | 'Deny';
  Action: string | string[];
  Resource: unknown;
  Condition?: Record<string, Record<string, string | string[]>>;
}

/** `DataTableFDBAD0F2` → `DataTable`: logical ids without CDK's hash. */
const plainId = (id: string) => id.replace(/[0-9A-F]{8}$/, '');

/** A policy resource as text: `<DataTable>/index/GSI1`, `<StorageDocumentsBucket>/*\/generated/*`. */
function resourceText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) return value.map(resourceText).join('');
  const object = value as Record<string, unknown>;
  if ('Ref' in object) return object.Ref === 'AWS::Partition' ? 'aws' : `<${plainId(String(object.Ref))}>`;
  if ('Fn::GetAtt' in object) return `<${plainId((object['Fn::GetAtt'] as string[])[0]!)}>`;
  if ('Fn::Join' in object) return ((object['Fn::Join'] as [string, unknown[]])[1] ?? []).map(resourceText).join('');
  return JSON.stringify(value);
}

function conditionText(condition: Statement['Condition']): string {
  if (!condition) return '';
  const parts = Object.entries(condition).flatMap(([operator, keys]) =>
    Object.entries(keys).map(([key, values]) => `${operator} ${key}=${[values].flat().join(',')}`),
  );
  return ` if ${parts.join(' and ')}`;
}

/** The stream consumers, each built as `<Name>Role`, `<Name>Logs` and `<Name>Function` (stream-consumer.ts). */
type Background = 'Jobs' | 'CheckoutExpiry';
const isBackground = (name: string): name is Background => name === 'Jobs' || name === 'CheckoutExpiry';

/** Every grant of a role (by plain logical id), one `action resource [if condition]` line each, sorted. */
function grantsOfRole(roleId: string): string[] {
  const policies = Object.values(template.findResources('AWS::IAM::Policy')).filter((policy) =>
    (policy.Properties.Roles as { Ref: string }[]).some((role) => plainId(role.Ref) === roleId),
  );
  return policies
    .flatMap((policy) => policy.Properties.PolicyDocument.Statement as Statement[])
    .flatMap((statement) =>
      [statement.Action]
        .flat()
        .flatMap((action) =>
          [statement.Resource]
            .flat()
            .map(
              (resource) =>
                `${statement.Effect === 'Deny' ? 'deny ' : ''}${action} ${resourceText(resource)}${conditionText(statement.Condition)}`,
            ),
        ),
    )
    .sort();
}

/** Every grant of a feature function's or a stream consumer's role, its own log group as `<own logs>`. */
export function grantsOf(feature: Feature | Background): string[] {
  const prefix = isBackground(feature) ? feature : `Functions${constructIdOf(feature)}`;
  return grantsOfRole(`${prefix}Role`)
    .map((line) => line.replace(`<${prefix}Logs>`, '<own logs>'))
    .sort();
}

// ---- The expected grants, built from the same few pieces the roles are made of ----

const ownLogs = ['logs:CreateLogStream <own logs>', 'logs:PutLogEvents <own logs>'];
const tableActions = [
  'BatchGetItem',
  'BatchWriteItem',
  'ConditionCheckItem',
  'DeleteItem',
  'GetItem',
  'PutItem',
  'Query',
  'UpdateItem',
].map((action) => `dynamodb:${action}`);
const wholeTable = tableActions.flatMap((action) =>
  ['<DataTable>', '<DataTable>/index/GSI1', '<DataTable>/index/GSI2'].map((resource) => `${action} ${resource}`),
);
const itemsOnly = (...prefixes: string[]) =>
  tableActions.map(
    (action) =>
      `${action} <DataTable> if ForAllValues:StringLike dynamodb:LeadingKeys=${prefixes.map((p) => `${p}*`).join(',')}`,
  );
const dataKeyVia = (...services: string[]) =>
  ['Decrypt', 'DescribeKey', 'Encrypt', 'GenerateDataKey'].map(
    (action) =>
      `kms:${action} <KeysDataKey> if StringEquals kms:ViaService=${services.map((s) => `${s}.ca-central-1.amazonaws.com`).join(',')}`,
  );
/** The Deny that takes back the stream's unconditioned grant of the key (function-roles.ts dataKeyFence). */
const dataKeyFence = (services: string[], withProfile: boolean) =>
  ['Decrypt', 'DescribeKey', 'Encrypt', 'GenerateDataKey'].map(
    (action) =>
      `deny kms:${action} <KeysDataKey> if StringNotEquals kms:ViaService=${services.map((s) => `${s}.ca-central-1.amazonaws.com`).join(',')}${withProfile ? ' and Null kms:EncryptionContext:userId=true' : ''}`,
  );
const profile = (...actions: ('Decrypt' | 'GenerateDataKey')[]) =>
  actions.map((action) => `kms:${action} <KeysDataKey> if StringLike kms:EncryptionContext:userId=?*`);
const pool = (...actions: string[]) => actions.map((action) => `cognito-idp:${action} <AuthUserPool>`);
const standing = pool('AdminGetUser', 'AdminListGroupsForUser');
const documents = (actions: string[], ...kinds: string[]) =>
  actions.flatMap((action) => kinds.map((kind) => `s3:${action} <StorageDocumentsBucket>/*/${kind}/*`));
const listing = ['s3:ListBucket <StorageDocumentsBucket>'];
/** Deleting a file deletes each of its versions: listing them, and deleting each one. */
const removing = (...kinds: string[]) => [
  ...documents(['DeleteObject', 'DeleteObjectVersion'], ...kinds),
  's3:ListBucketVersions <StorageDocumentsBucket>',
];
const secret = (resource: string) =>
  ['DescribeSecret', 'GetSecretValue'].map((action) => `secretsmanager:${action} ${resource}`);
const linkSigning = secret('<SecretsLinkSigningSecret>');
const stripe = (name: string) =>
  secret(`arn:aws:secretsmanager:ca-central-1:123456789012:secret:taxback/dev/stripe/${name}-??????`);
const mail = ['SendEmail', 'SendRawEmail'].map(
  (action) => `ses:${action} arn:aws:ses:ca-central-1:123456789012:identity/<MailSenderIdentity>`,
);
const bedrock = [
  'bedrock:InvokeModel arn:aws:bedrock:ca-central-1::foundation-model/anthropic.claude-3-haiku-20240307-v1:0',
];

const expected: Record<Feature, string[]> = {
  account: [
    ...wholeTable,
    ...dataKeyVia('dynamodb', 's3'),
    // The profile's sealed fields.
    ...profile('Decrypt', 'GenerateDataKey'),
    ...documents(['GetObject'], 'exports'),
    ...removing('refund-documents', 'generated', 'retrieval', 'retrieved', 'exports', 'quarantine'),
    ...listing,
    ...pool('AdminConfirmSignUp', 'AdminGetUser', 'AdminListGroupsForUser', 'AdminUpdateUserAttributes'),
    ...pool('AdminDeleteUser', 'AdminSetUserPassword', 'AdminUserGlobalSignOut'),
    ...pool('AdminDisableUser', 'AdminEnableUser', 'AdminInitiateAuth', 'AdminRespondToAuthChallenge'),
    // The staff's list of customers.
    ...pool('ListUsers'),
    ...linkSigning,
    ...mail,
  ],
  claim: [
    ...wholeTable,
    ...dataKeyVia('dynamodb', 's3'),
    ...profile('Decrypt'),
    // The official forms staff put on a claim for signature come through the quarantine, as uploads do; the
    // preparer's worksheet is filed under `generated`.
    ...documents(['GetObject', 'PutObject'], 'quarantine', 'generated'),
    ...documents(['PutObjectTagging'], 'quarantine'),
    ...removing('quarantine'),
    ...listing,
    ...standing,
    // The staff's search of claims by name (search words keyed with it).
    ...linkSigning,
    ...mail,
  ],
  uploads: [
    ...wholeTable,
    ...dataKeyVia('dynamodb', 's3'),
    // The staff's list of files shows and searches the customer's name.
    ...profile('Decrypt'),
    ...documents(['GetObject', 'PutObject'], 'quarantine', 'refund-documents'),
    // What a customer downloads from their list of files (the forms we prepared, the copies a casino sent).
    ...documents(['GetObject'], 'generated', 'retrieved'),
    ...documents(['PutObjectTagging'], 'quarantine'),
    ...removing('quarantine', 'refund-documents'),
    ...listing,
    ...standing,
    ...linkSigning,
  ],
  payments: [
    ...wholeTable,
    ...dataKeyVia('dynamodb'),
    ...standing,
    ...stripe('secret-key'),
    ...stripe('webhook-secret'),
    ...mail,
  ],
  retrieval: [
    ...wholeTable,
    ...dataKeyVia('dynamodb', 's3'),
    ...profile('Decrypt'),
    ...documents(['GetObject', 'PutObject'], 'quarantine', 'retrieval', 'retrieved'),
    ...documents(['PutObjectTagging'], 'quarantine'),
    ...removing('quarantine', 'retrieved'),
    ...listing,
    ...standing,
  ],
  messages: [...wholeTable, ...dataKeyVia('dynamodb'), ...standing, ...mail],
  contact: [
    ...itemsOnly('RATE#', 'CONTACT#'),
    // The staff's inbox: the messages newest first.
    'dynamodb:Query <DataTable>/index/GSI1',
    ...dataKeyVia('dynamodb'),
    ...standing,
    ...mail,
  ],
  blog: [
    ...itemsOnly('POST#'),
    ...['BatchGetItem', 'GetItem', 'Query'].map(
      (action) => `dynamodb:${action} <DataTable> if ForAllValues:StringLike dynamodb:LeadingKeys=USER#*`,
    ),
    'dynamodb:Query <DataTable>/index/GSI1',
    'dynamodb:Query <DataTable>/index/GSI2',
    ...dataKeyVia('dynamodb'),
    ...standing,
    's3:GetObject <WebSiteBucket>/app.html',
    's3:DeleteObject <WebSiteBucket>/blog/*',
    's3:DeleteObject <WebSiteBucket>/fr/blogue/*',
    's3:PutObject <WebSiteBucket>/blog-images/*',
    's3:PutObject <WebSiteBucket>/blog/*',
    's3:PutObject <WebSiteBucket>/fr/blogue/*',
  ],
  chatbot: [...itemsOnly('RATE#'), ...dataKeyVia('dynamodb'), ...bedrock],
  notifications: [...wholeTable, ...dataKeyVia('dynamodb'), ...standing],
  site: [
    // Reads only, and writes nothing: the health check's key no item has, and the company details.
    ...['BatchGetItem', 'GetItem', 'Query'].map(
      (action) => `dynamodb:${action} <DataTable> if ForAllValues:StringLike dynamodb:LeadingKeys=HEALTH*,PUBLIC#*`,
    ),
    ...dataKeyVia('dynamodb'),
  ],
  'back-office': [...wholeTable, ...dataKeyVia('dynamodb'), ...standing],
};

describe('each API function has a role of its own', () => {
  it('one role per function, and no shared role left', () => {
    const functions = Object.values(template.findResources('AWS::Lambda::Function')).filter((fn) =>
      String(fn.Properties.Description ?? '').startsWith('API handlers: '),
    );
    const roles = functions.map((fn) => plainId((fn.Properties.Role as { 'Fn::GetAtt': string[] })['Fn::GetAtt'][0]!));
    expect(roles.sort()).toEqual(apiFeatures.map((feature) => `Functions${constructIdOf(feature)}Role`).sort());
    expect(Object.keys(template.findResources('AWS::IAM::Role')).filter((id) => /^FunctionsRole/.test(id))).toEqual([]);
  });

  it.each(apiFeatures)('%s: exactly the actions and resources it declares', (feature) => {
    expect(grantsOf(feature)).toEqual([...expected[feature], ...ownLogs].sort());
  });

  const featuresWith = (pattern: RegExp) =>
    apiFeatures.filter((feature) => grantsOf(feature).some((line) => pattern.test(line)));

  it('only the payments function reads the Stripe secrets: the functions that change claims never call Stripe', () => {
    expect(featuresWith(/stripe\/webhook-secret/)).toEqual(['payments']);
    expect(featuresWith(/stripe\/secret-key/)).toEqual(['payments']);
  });

  it("only the blog function writes into the site's bucket, and only the pages of posts and blog images", () => {
    expect(featuresWith(/<WebSiteBucket>/)).toEqual(['blog']);
    expect(grantsOf('blog').filter((line) => /^s3:(Put|Delete)Object/.test(line))).toEqual([
      's3:DeleteObject <WebSiteBucket>/blog/*',
      's3:DeleteObject <WebSiteBucket>/fr/blogue/*',
      's3:PutObject <WebSiteBucket>/blog-images/*',
      's3:PutObject <WebSiteBucket>/blog/*',
      's3:PutObject <WebSiteBucket>/fr/blogue/*',
    ]);
  });

  it('the payments function (the webhook) reaches no document', () => {
    expect(grantsOf('payments').filter((line) => line.startsWith('s3:') || line.includes('s3.'))).toEqual([]);
  });

  it('only the functions that take uploads reach the quarantine, and no stored-file grant reaches it', () => {
    // Account only deletes there (closing an account removes every object under the customer's id); claim takes
    // staff's official forms for signature.
    expect(featuresWith(/\/quarantine\//).sort()).toEqual(['account', 'claim', 'retrieval', 'uploads']);
    expect(grantsOf('account').filter((line) => line.includes('/quarantine/'))).toEqual([
      's3:DeleteObject <StorageDocumentsBucket>/*/quarantine/*',
      's3:DeleteObjectVersion <StorageDocumentsBucket>/*/quarantine/*',
    ]);
    // `*/<kind>/*` patterns: a quarantined key `<userId>/quarantine/<kind>-<name>` matches none of them.
    const storedPatterns = apiFeatures.flatMap((feature) =>
      grantsOf(feature).flatMap((line) => /^s3:\w+ \S+\/(\*\/[\w-]+\/\*)$/.exec(line)?.[1] ?? []),
    );
    const asRegExp = (pattern: string) => new RegExp(`^${pattern.replace(/\*/g, '.*')}$`);
    const quarantined = 'user-1/quarantine/refund-documents-1700000000000-form.pdf';
    expect(
      storedPatterns.filter((pattern) => !pattern.includes('quarantine') && asRegExp(pattern).test(quarantined)),
    ).toEqual([]);
    expect(storedPatterns.length).toBeGreaterThan(5);
  });

  it('only the account function confirms, signs out or deletes people, or changes their attributes', () => {
    expect(
      featuresWith(
        /AdminConfirmSignUp|AdminUpdateUserAttributes|AdminUserGlobalSignOut|AdminDeleteUser|AdminSetUserPassword|AdminDisableUser|AdminEnableUser|AdminInitiateAuth/,
      ),
    ).toEqual(['account']);
  });

  it('only the account function deletes data exports (closing an account); staff never read them as files', () => {
    expect(featuresWith(/\/exports\//)).toEqual(['account']);
  });

  it('only functions that show or save sensitive fields open the key, always with a user id context', () => {
    expect(featuresWith(/^kms:Decrypt .* if StringLike kms:EncryptionContext:userId/).sort()).toEqual(
      ['account', 'claim', 'retrieval', 'uploads'].sort(),
    );
    expect(featuresWith(/^kms:GenerateDataKey .* kms:EncryptionContext:userId/)).toEqual(['account']);
    // No KMS grant without a condition: the key never opens a sealed field for a function through the table's grant.
    for (const feature of apiFeatures)
      expect(grantsOf(feature).filter((line) => /^kms:/.test(line) && !line.includes(' if '))).toEqual([]);
  });

  it('the functions with public routes that cost or read (chatbot, contact, site) reach their own items only, and no key but the table', () => {
    for (const feature of ['chatbot', 'contact', 'site'] as const) {
      // The contact inbox reads its messages through GSI1, newest first.
      const ownIndex = feature === 'contact' ? ['dynamodb:Query <DataTable>/index/GSI1'] : [];
      expect(grantsOf(feature).filter((line) => line.startsWith('dynamodb:') && !line.includes('LeadingKeys'))).toEqual(
        ownIndex,
      );
      expect(grantsOf(feature).filter((line) => /secretsmanager|s3:|EncryptionContext/.test(line))).toEqual([]);
    }
    // Only the staff's request check, for the contact inbox; the chatbot and the site serve no one signed in.
    expect(grantsOf('contact').filter((line) => line.startsWith('cognito'))).toEqual(standing);
    expect([...grantsOf('chatbot'), ...grantsOf('site')].filter((line) => line.startsWith('cognito'))).toEqual([]);
  });
});

describe('downloads: every kind of file a route hands out is readable by its function', () => {
  const served = apiFeatures.flatMap((feature) =>
    (functionNeeds[feature].documents?.serve ?? []).map((kind) => [feature, kind] as const),
  );

  it('the routes that hand out files: the lists of files (customer and staff), request letters, data exports', () => {
    expect(served).toEqual(
      expect.arrayContaining([
        ...documentRecordKinds.map((kind) => ['uploads', kind] as const),
        ['retrieval', 'retrieval'] as const,
        ['account', 'exports'] as const,
      ]),
    );
    // A document record is an upload, a generated form or a retrieved copy: the customer's list offers each.
    expect([...documentRecordKinds].sort()).toEqual(['generated', 'refund-documents', 'retrieved']);
  });

  it.each(served)('%s reads the %s files it hands out', (feature, kind) => {
    expect(grantsOf(feature)).toContain(`s3:GetObject <StorageDocumentsBucket>/*/${kind}/*`);
  });
});

/** What reading the table's stream takes (the event source mapping's grants), besides the failure queue. */
const streamRead = ['DescribeStream', 'GetRecords', 'GetShardIterator'].map(
  (action) => `dynamodb:${action} <DataTable>`,
);

/** The event source mappings of a function, by the logical id of its function. */
const mappingsOf = (functionId: string) =>
  Object.values(template.findResources('AWS::Lambda::EventSourceMapping')).filter((mapping) =>
    JSON.stringify(mapping.Properties.FunctionName).includes(functionId),
  );

describe('the jobs function', () => {
  it('reads the documents, opens the profile, writes the exports, deletes them and unconfirmed uploads, scans the table and mails: nothing else', () => {
    expect(grantsOf('Jobs').filter((line) => !streamRead.includes(line) && !line.startsWith('sqs:'))).toEqual(
      [
        ...wholeTable,
        // The recount of the dashboard counters reads every item; no API function may scan.
        'dynamodb:Scan <DataTable>',
        ...dataKeyVia('dynamodb', 's3'),
        ...profile('Decrypt'),
        ...documents(['GetObject'], 'refund-documents', 'generated', 'retrieval', 'retrieved'),
        // The ZIP, streamed in parts and tagged for the bucket's lifecycle.
        ...documents(['AbortMultipartUpload', 'PutObject', 'PutObjectTagging'], 'exports'),
        // The ZIP of an export, and the file of an upload never confirmed, whose record TTL removed.
        ...removing('exports', 'quarantine'),
        ...listing,
        ...mail,
        'dynamodb:ListStreams *',
        // The stream's own grant (grantStreamRead): the table's key, to read the encrypted stream, taken back
        // outside DynamoDB and S3 but for a decrypt bound to a user id.
        'kms:Decrypt <KeysDataKey>',
        'kms:DescribeKey <KeysDataKey>',
        ...dataKeyFence(['dynamodb', 's3'], true),
        ...ownLogs,
      ].sort(),
    );
  });

  it('is started by inserted job items, and by exports and upload tickets that TTL removes, only', () => {
    const mappings = mappingsOf('JobsFunction');
    expect(mappings).toHaveLength(1);
    const filters = mappings[0]!.Properties.FilterCriteria.Filters.map(({ Pattern }: { Pattern: string }) =>
      JSON.parse(Pattern),
    );
    expect(filters).toEqual([
      {
        eventName: ['INSERT'],
        dynamodb: { NewImage: { __edb_e__: { S: ['dataExport', 'statsRecount', 'broadcastBatch', 'refundNotice'] } } },
      },
      {
        eventName: ['REMOVE'],
        userIdentity: { type: ['Service'], principalId: ['dynamodb.amazonaws.com'] },
        dynamodb: { OldImage: { __edb_e__: { S: ['dataExport', 'uploadTicket'] } } },
      },
    ]);
  });
});

describe('the checkout expiry (payments)', () => {
  it('reads the Stripe key and reaches payment records and discount codes only: nothing else', () => {
    expect(grantsOf('CheckoutExpiry').filter((line) => !streamRead.includes(line) && !line.startsWith('sqs:'))).toEqual(
      [
        ...itemsOnly('APP#', 'CODE#'),
        ...dataKeyVia('dynamodb'),
        ...stripe('secret-key'),
        'dynamodb:ListStreams *',
        'kms:Decrypt <KeysDataKey>',
        'kms:DescribeKey <KeysDataKey>',
        ...dataKeyFence(['dynamodb'], false),
        ...ownLogs,
      ].sort(),
    );
  });

  it('is started by changed claims only, from the oldest record kept', () => {
    const mappings = mappingsOf('CheckoutExpiryFunction');
    expect(mappings).toHaveLength(1);
    expect(mappings[0]!.Properties.StartingPosition).toBe('TRIM_HORIZON');
    expect(mappings[0]!.Properties.FunctionResponseTypes).toEqual(['ReportBatchItemFailures']);
    expect(JSON.parse(mappings[0]!.Properties.FilterCriteria.Filters[0].Pattern)).toEqual({
      eventName: ['MODIFY'],
      dynamodb: { NewImage: { __edb_e__: { S: ['application'] } } },
    });
  });
});

describe('the Stripe secrets', () => {
  it('no role of the stack but the payments ones can read them, nor any secret or parameter at large', () => {
    const roles = Object.keys(template.findResources('AWS::IAM::Role')).map(plainId);
    const readers = (pattern: RegExp) => roles.filter((role) => grantsOfRole(role).some((line) => pattern.test(line)));
    expect(readers(/^secretsmanager:\S+ \S*stripe\/secret-key/).sort()).toEqual([
      'CheckoutExpiryRole',
      'FunctionsPaymentsRole',
    ]);
    expect(readers(/^secretsmanager:\S+ \S*stripe\/webhook-secret/)).toEqual(['FunctionsPaymentsRole']);
    // A wildcard grant would reach them too: every secret and parameter grant names its resource.
    expect(readers(/^(secretsmanager|ssm):\S+ (\*|\S*:secret:\*|\S*:parameter\/\*)$/)).toEqual([]);
    expect(roles.length).toBeGreaterThan(apiFeatures.length + 2);
  });
});

describe('the realtime functions', () => {
  it('use the data key only through DynamoDB: no role outside the API functions opens sealed fields', () => {
    const roles = Object.keys(template.findResources('AWS::IAM::Role')).filter((id) => /^Realtime/.test(id));
    expect(roles.length).toBeGreaterThanOrEqual(4);
    for (const role of roles) {
      const statements = Object.values(template.findResources('AWS::IAM::Policy'))
        .filter((policy) => (policy.Properties.Roles as { Ref: string }[]).some(({ Ref }) => Ref === role))
        .flatMap((policy) => policy.Properties.PolicyDocument.Statement as (Statement & { Effect: string })[])
        .filter((statement) => [statement.Action].flat().some((action) => action.startsWith('kms:')));
      const onlyViaDynamo = { 'kms:ViaService': 'dynamodb.ca-central-1.amazonaws.com' };
      const deniedElsewhere = statements.some(
        (statement) => statement.Effect === 'Deny' && isEqual(statement.Condition, { StringNotEquals: onlyViaDynamo }),
      );
      for (const statement of statements.filter((s) => s.Effect === 'Allow')) {
        if (!deniedElsewhere) expect(statement.Condition, role).toEqual({ StringEquals: onlyViaDynamo });
      }
    }
  });
});
