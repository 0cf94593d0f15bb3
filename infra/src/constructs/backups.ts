import { ArnFormat, Duration, Stack, type StackProps, Validations } from 'aws-cdk-lib';
import { BackupPlan, BackupPlanRule, BackupResource, BackupVault } from 'aws-cdk-lib/aws-backup';
import type { Table } from 'aws-cdk-lib/aws-dynamodb';
import { Schedule } from 'aws-cdk-lib/aws-events';
import { AnyPrincipal, Effect, PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { Key } from 'aws-cdk-lib/aws-kms';
import { Construct } from 'constructs';
import { DATA_RIGHTS } from '@taxback/shared/constants';

/** How long daily backups are kept, here and in the copy region. */
export const BACKUP_RETENTION = Duration.days(DATA_RIGHTS.backupDays);

/** The vault in the second region that receives the copies: `<stack name>-copies`. */
export const copyVaultName = (stackName: string): string => `${stackName}-copies`;

export interface BackupsProps {
  table: Table;
  key: Key;
  /** Keep the key from being scheduled for deletion (prod). */
  protectKey: boolean;
  /** Region of the copy vault (the copy stack deploys it); no copy when empty. */
  copyRegion: string;
}

/**
 * Backups beyond the table's point-in-time recovery (35 days, to the second): an AWS Backup plan with a
 * daily backup kept 35 days, copied to a vault in a second region so a regional outage or a deleted
 * table still leaves a copy; and, in prod, a key policy that refuses to schedule the data key's deletion
 * (an operator must first change the key policy on purpose).
 */
export class Backups extends Construct {
  readonly plan: BackupPlan;
  readonly vault: BackupVault;

  constructor(scope: Construct, id: string, props: BackupsProps) {
    super(scope, id);
    const stack = Stack.of(this);
    this.vault = new BackupVault(this, 'Vault', { backupVaultName: `${stack.stackName}-backups` });
    this.plan = new BackupPlan(this, 'Plan', { backupPlanName: `${stack.stackName}-daily`, backupVault: this.vault });
    const copyActions = props.copyRegion
      ? [
          {
            destinationBackupVault: BackupVault.fromBackupVaultArn(
              this,
              'CopyVault',
              stack.formatArn({
                service: 'backup',
                region: props.copyRegion,
                resource: 'backup-vault',
                resourceName: copyVaultName(stack.stackName),
                arnFormat: ArnFormat.COLON_RESOURCE_NAME,
              }),
            ),
            deleteAfter: BACKUP_RETENTION,
          },
        ]
      : [];
    this.plan.addRule(
      new BackupPlanRule({
        ruleName: 'Daily',
        // 05:00 UTC: night in Canada, the quietest hour of the app.
        scheduleExpression: Schedule.cron({ hour: '5', minute: '0' }),
        deleteAfter: BACKUP_RETENTION,
        copyActions,
      }),
    );
    const selection = this.plan.addSelection('Table', {
      resources: [BackupResource.fromDynamoDbTable(props.table)],
    });
    // The table's key, for AWS Backup only through DynamoDB and AWS Backup (the copy to the second region).
    props.key.grant(selection.grantPrincipal, 'kms:DescribeKey');
    selection.grantPrincipal.addToPrincipalPolicy(
      new PolicyStatement({
        actions: ['kms:Decrypt', 'kms:CreateGrant'],
        resources: [props.key.keyArn],
        conditions: { StringLike: { 'kms:ViaService': ['dynamodb.*.amazonaws.com', 'backup.*.amazonaws.com'] } },
      }),
    );
    Validations.of(selection).acknowledge({
      id: 'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSBackupServiceRolePolicyForBackup]',
      reason: 'The AWS Backup service role: AWS maintains the actions backups of each resource type need.',
    });

    if (props.protectKey) {
      props.key.addToResourcePolicy(
        new PolicyStatement({
          sid: 'DenyKeyDeletion',
          effect: Effect.DENY,
          principals: [new AnyPrincipal()],
          actions: ['kms:ScheduleKeyDeletion', 'kms:DisableKey'],
          resources: ['*'],
        }),
      );
    }
  }
}

export interface BackupCopyStackProps extends StackProps {
  /** The name of the stage's main stack, whose daily backups this vault receives. */
  sourceStackName: string;
}

/** The vault in the second region; deploy it (with `--all`) before the stage stack that copies into it. */
export class BackupCopyStack extends Stack {
  constructor(scope: Construct, id: string, props: BackupCopyStackProps) {
    super(scope, id, props);
    new BackupVault(this, 'CopyVault', { backupVaultName: copyVaultName(props.sourceStackName) });
  }
}
