import { RemovalPolicy } from 'aws-cdk-lib';
import { Key } from 'aws-cdk-lib/aws-kms';
import { Construct } from 'constructs';

/** The customer managed key for the table, the documents bucket and the envelope-encrypted profile fields. */
export class Keys extends Construct {
  readonly dataKey: Key;

  constructor(scope: Construct, id: string) {
    super(scope, id);
    this.dataKey = new Key(this, 'DataKey', {
      description: 'Encrypts customer data: table, documents, sealed profile fields',
      enableKeyRotation: true,
      removalPolicy: RemovalPolicy.RETAIN,
    });
  }
}
