import { type CfnResource, DefaultStackSynthesizer, Stack, Token } from 'aws-cdk-lib';

/** cdk-nag's name for a policy resource `<ARN of resource><suffix>`, e.g. `Resource::<BucketA1B2.Arn>/*`. */
export const arnFinding = (resource: CfnResource, suffix: string): string =>
  `Resource::<${Stack.of(resource).getLogicalId(resource)}.Arn>${suffix}`;

/** How cdk-nag writes a stack value in a finding: the literal, or `<AWS::Region>` while it is a token. */
export const literalOr = (value: string, pseudo: string) => (Token.isUnresolved(value) ? `<AWS::${pseudo}>` : value);

/** cdk-nag's name for the objects of the CDK bootstrap asset bucket, as CDK-provided handlers read them. */
export function bootstrapAssetsFinding(stack: Stack): string {
  const bucketName = DefaultStackSynthesizer.DEFAULT_FILE_ASSETS_BUCKET_NAME.replace(
    '${Qualifier}',
    stack.synthesizer.bootstrapQualifier ?? DefaultStackSynthesizer.DEFAULT_QUALIFIER,
  )
    .replace('${AWS::AccountId}', literalOr(stack.account, 'AccountId'))
    .replace('${AWS::Region}', literalOr(stack.region, 'Region'));
  return `Resource::arn:${literalOr(stack.partition, 'Partition')}:s3:::${bucketName}/*`;
}
