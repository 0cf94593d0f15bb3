import { ArnFormat, Stack, Validations } from 'aws-cdk-lib';
import { Effect, PolicyStatement, type Role } from 'aws-cdk-lib/aws-iam';
import type { CfnBucket } from 'aws-cdk-lib/aws-s3';
import type { Construct } from 'constructs';
import type { Feature } from '@taxback/functions/http/route-types';
import {
  functionNeeds,
  standingActions,
  streamedKinds,
  taggedKinds,
  type DocumentKind,
  type FunctionNeeds,
} from '@taxback/functions/needs';
import { BLOG_IMAGE_FOLDER } from '@taxback/shared/blog/images';
import { arnFinding } from '../nag';
import { apiRoutes } from '../route-table';
import type { FunctionsProps } from './functions-props';

const tableActions = [
  'dynamodb:GetItem',
  'dynamodb:BatchGetItem',
  'dynamodb:Query',
  'dynamodb:PutItem',
  'dynamodb:UpdateItem',
  'dynamodb:DeleteItem',
  'dynamodb:BatchWriteItem',
  'dynamodb:ConditionCheckItem',
];

/** What the table and the bucket need of the data key on the caller's behalf (never a direct call). */
export const dataKeyActions = ['kms:Decrypt', 'kms:Encrypt', 'kms:GenerateDataKey', 'kms:DescribeKey'];

/** The encryption context every sealed profile field carries (adapters/encryption.ts). */
export const PROFILE_CONTEXT_CONDITION = { StringLike: { 'kms:EncryptionContext:userId': '?*' } };

/** The features with at least one signed-in route: their requests run the account check (http/standing.ts). */
export const hasSignedInRoutes = (feature: Feature): boolean =>
  apiRoutes.some(([, route, routeFeature]) => routeFeature === feature && route.auth !== 'public');

/** The pool calls a feature's function makes: the request check's when it has signed-in routes, plus its own. */
export function userPoolActionsOf(feature: Feature): string[] {
  const needs = functionNeeds[feature];
  const actions = new Set([...(hasSignedInRoutes(feature) ? standingActions : []), ...(needs.userPool ?? [])]);
  return [...actions].sort().map((action) => `cognito-idp:${action}`);
}

/** The services a role may use the data key through: the table's, and the bucket's for document needs. */
const dataKeyServices = (needs: FunctionNeeds) => ['dynamodb', ...(needs.documents ? ['s3'] : [])];

/**
 * A stream event source grants kms:Decrypt on the table's key with no condition (grantStreamRead). This Deny takes
 * back any use of the key but through the services of the role's needs or, for a role that opens profile fields,
 * a decrypt bound to a user's encryption context: the stream's grant cannot open a sealed field, nor anything else.
 */
export function dataKeyFence(scope: Construct, needs: FunctionNeeds, keyArn: string): PolicyStatement {
  const region = Stack.of(scope).region;
  return new PolicyStatement({
    effect: Effect.DENY,
    actions: dataKeyActions,
    resources: [keyArn],
    conditions: {
      StringNotEquals: {
        'kms:ViaService': dataKeyServices(needs).map((service) => `${service}.${region}.amazonaws.com`),
      },
      ...(needs.profileFields?.length ? { Null: { 'kms:EncryptionContext:userId': 'true' } } : {}),
    },
  });
}

/** Gives an API function's role exactly what `functionNeeds[feature]` declares, and nothing else. */
export const grantFeatureNeeds = (scope: Construct, role: Role, feature: Feature, props: FunctionsProps): void =>
  grantNeeds(scope, role, functionNeeds[feature], userPoolActionsOf(feature), props);

/** Gives `role` exactly these needs and pool actions (`cognito-idp:<Action>`), and nothing else. */
export function grantNeeds(
  scope: Construct,
  role: Role,
  needs: FunctionNeeds,
  poolActions: readonly string[],
  props: FunctionsProps,
): void {
  const { table } = props.data;
  const region = Stack.of(scope).region;

  // An empty itemPrefixes list: the function writes no item of the table, it only reads (readsItems).
  if (needs.itemPrefixes?.length !== 0)
    role.addToPolicy(
      needs.itemPrefixes
        ? new PolicyStatement({
            actions: tableActions,
            resources: [table.tableArn],
            conditions: {
              'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': needs.itemPrefixes.map((prefix) => `${prefix}*`) },
            },
          })
        : new PolicyStatement({ actions: tableActions, resources: props.data.tableAndIndexArns }),
    );
  const leadingKeys = (prefixes: readonly string[]) => ({
    'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': prefixes.map((prefix) => `${prefix}*`) },
  });
  if (needs.itemPrefixes && needs.readsItems?.length) {
    role.addToPolicy(
      new PolicyStatement({
        actions: ['dynamodb:GetItem', 'dynamodb:BatchGetItem', 'dynamodb:Query'],
        resources: [table.tableArn],
        conditions: leadingKeys(needs.readsItems),
      }),
    );
  }
  if (needs.itemPrefixes && needs.queriesIndexes?.length) {
    role.addToPolicy(
      new PolicyStatement({
        actions: ['dynamodb:Query'],
        resources: needs.queriesIndexes.map((index) => `${table.tableArn}/index/${index}`),
      }),
    );
  }
  if (needs.scansTable) {
    role.addToPolicy(new PolicyStatement({ actions: ['dynamodb:Scan'], resources: [table.tableArn] }));
  }

  // The data key encrypts the table and the bucket: usable only through those services, so a function
  // cannot call KMS itself to open what it was not given.
  const services = dataKeyServices(needs);
  role.addToPolicy(
    new PolicyStatement({
      actions: dataKeyActions,
      resources: [props.key.keyArn],
      conditions: {
        StringEquals: { 'kms:ViaService': services.map((service) => `${service}.${region}.amazonaws.com`) },
      },
    }),
  );
  const profileActions = [
    ...(needs.profileFields?.includes('open') ? ['kms:Decrypt'] : []),
    ...(needs.profileFields?.includes('seal') ? ['kms:GenerateDataKey'] : []),
  ];
  if (profileActions.length > 0) {
    role.addToPolicy(
      new PolicyStatement({
        actions: profileActions,
        resources: [props.key.keyArn],
        conditions: PROFILE_CONTEXT_CONDITION,
      }),
    );
  }

  if (needs.documents) grantDocuments(role, needs.documents, props);
  if (needs.sitePages) grantSitePages(role, props);

  if (poolActions.length > 0) props.userPool.grant(role, ...poolActions);

  for (const name of needs.secrets ?? []) props.secrets[name].grantRead(role);
  if (needs.mail) props.senderIdentity.grantSendEmail(role);
  if (needs.ai) {
    role.addToPolicy(
      new PolicyStatement({
        actions: ['bedrock:InvokeModel'],
        resources: [
          Stack.of(scope).formatArn({
            service: 'bedrock',
            account: '',
            resource: 'foundation-model',
            resourceName: props.bedrockModelId,
            arnFormat: ArnFormat.SLASH_RESOURCE_NAME,
          }),
        ],
      }),
    );
  }
}

function grantDocuments(role: Role, documents: NonNullable<FunctionNeeds['documents']>, props: FunctionsProps): void {
  const bucket = props.documentsBucket;
  const objectsOf = (kinds: readonly DocumentKind[]) => kinds.map((kind) => `*/${kind}/*`);
  const written = documents.write ?? [];
  const tagged = written.filter((kind) => (taggedKinds as readonly DocumentKind[]).includes(kind));
  const streamed = written.filter((kind) => streamedKinds.includes(kind));
  // Deleting a file deletes each of its versions (functions/src/adapters/files.ts deleteFile), which S3 lists
  // with ListObjectVersions and deletes with DeleteObjects, one version at a time.
  const grants: [string, readonly DocumentKind[] | undefined][] = [
    ['s3:GetObject', documents.read],
    ['s3:PutObject', documents.write],
    ['s3:PutObjectTagging', tagged],
    ['s3:AbortMultipartUpload', streamed],
    ['s3:DeleteObject', documents.remove],
    ['s3:DeleteObjectVersion', documents.remove],
  ];
  const patterns = new Set<string>();
  for (const [action, kinds] of grants) {
    if (!kinds?.length) continue;
    role.addToPolicy(
      new PolicyStatement({ actions: [action], resources: objectsOf(kinds).map((key) => bucket.arnForObjects(key)) }),
    );
    objectsOf(kinds).forEach((key) => patterns.add(key));
  }
  if (documents.list)
    role.addToPolicy(new PolicyStatement({ actions: ['s3:ListBucket'], resources: [bucket.bucketArn] }));
  if (documents.remove?.length)
    role.addToPolicy(new PolicyStatement({ actions: ['s3:ListBucketVersions'], resources: [bucket.bucketArn] }));
  Validations.of(role).acknowledge(
    ...[...patterns].map((key) => ({
      id: `AwsSolutions-IAM5[${arnFinding(bucket.node.defaultChild as CfnBucket, `/${key}`)}]`,
      reason: `Document keys are created per upload (<userId>/<kind>/<file>): this function reaches the ${key.split('/')[1]} objects only.`,
    })),
  );
}

/** Where the pages of English and French posts are (functions/src/blog/post-pages.ts postPageKey). */
const POST_PAGE_PREFIXES = ['blog/', 'fr/blogue/'];
/** Where staff's featured images are stored (shared/src/blog/images.ts BLOG_IMAGE_FOLDER). */
const BLOG_IMAGES_PREFIX = `${BLOG_IMAGE_FOLDER}/`;

/**
 * Reads the app shell, writes or removes the pages of blog posts and adds blog images (named by their hash, so
 * never replaced by other bytes), and nothing else of the site.
 */
function grantSitePages(role: Role, props: FunctionsProps): void {
  const bucket = props.siteBucket;
  role.addToPolicy(new PolicyStatement({ actions: ['s3:GetObject'], resources: [bucket.arnForObjects('app.html')] }));
  role.addToPolicy(
    new PolicyStatement({
      actions: ['s3:PutObject', 's3:DeleteObject'],
      resources: POST_PAGE_PREFIXES.map((prefix) => bucket.arnForObjects(`${prefix}*`)),
    }),
  );
  role.addToPolicy(
    new PolicyStatement({ actions: ['s3:PutObject'], resources: [bucket.arnForObjects(`${BLOG_IMAGES_PREFIX}*`)] }),
  );
  const finding = (prefix: string) =>
    `AwsSolutions-IAM5[${arnFinding(bucket.node.defaultChild as CfnBucket, `/${prefix}*`)}]`;
  Validations.of(role).acknowledge(
    ...POST_PAGE_PREFIXES.map((prefix) => ({
      id: finding(prefix),
      reason: `A published post's page is ${prefix}<slug>/index.html, one per post: this function reaches those pages only.`,
    })),
    {
      id: finding(BLOG_IMAGES_PREFIX),
      reason: `A featured image is ${BLOG_IMAGES_PREFIX}<sha-256>.<ext>, one per image: this function adds those only.`,
    },
  );
}
