import { Stack } from 'aws-cdk-lib';
import { CfnWebACL } from 'aws-cdk-lib/aws-wafv2';
import { Construct } from 'constructs';
import { EDGE_RATE_LIMITS } from '@taxback/shared/constants';
import { API_PATH_PREFIX } from './web';

export interface FirewallProps {
  /** The web ACL's CloudWatch metric name; each rule's metric is prefixed with it. */
  metricName: string;
}

/**
 * Common rule set rules that only count: SizeRestrictions_BODY blocks bodies over 8 KB, and a broadcast
 * to many customers or a Stripe event is larger; the handlers validate their bodies themselves.
 */
const countedCommonRules = ['SizeRestrictions_BODY'];

/**
 * The web ACL of the app's CloudFront distribution (pages and `/api`): per-IP rate limits, then the AWS
 * managed rule groups. A CloudFront web ACL exists only in us-east-1.
 */
export class Firewall extends Construct {
  readonly webAcl: CfnWebACL;

  constructor(scope: Construct, id: string, props: FirewallProps) {
    super(scope, id);
    if (Stack.of(this).region !== 'us-east-1') {
      throw new Error('A CloudFront web ACL must be created in us-east-1');
    }
    const visibility = (name: string): CfnWebACL.VisibilityConfigProperty => ({
      metricName: name,
      cloudWatchMetricsEnabled: true,
      sampledRequestsEnabled: true,
    });
    type UnorderedRule = Omit<CfnWebACL.RuleProperty, 'priority'>;
    const rateLimit = (
      name: string,
      limit: number,
      scopeDownStatement?: CfnWebACL.StatementProperty,
    ): UnorderedRule => ({
      name,
      action: { block: {} },
      visibilityConfig: visibility(`${props.metricName}-${name}`),
      statement: {
        rateBasedStatement: {
          limit,
          aggregateKeyType: 'IP',
          evaluationWindowSec: EDGE_RATE_LIMITS.windowSeconds,
          scopeDownStatement,
        },
      },
    });
    const managedGroup = (name: string, countedRules: string[] = []): UnorderedRule => ({
      name,
      overrideAction: { none: {} },
      visibilityConfig: visibility(`${props.metricName}-${name}`),
      statement: {
        managedRuleGroupStatement: {
          vendorName: 'AWS',
          name,
          ruleActionOverrides: countedRules.length
            ? countedRules.map((rule) => ({ name: rule, actionToUse: { count: {} } }))
            : undefined,
        },
      },
    });
    const apiPaths: CfnWebACL.StatementProperty = {
      byteMatchStatement: {
        fieldToMatch: { uriPath: {} },
        positionalConstraint: 'STARTS_WITH',
        searchString: `${API_PATH_PREFIX}/`,
        textTransformations: [{ priority: 0, type: 'NONE' }],
      },
    };
    // In evaluation order: known bad addresses, then floods, then what requests contain.
    const rules = [
      managedGroup('AWSManagedRulesAmazonIpReputationList'),
      rateLimit('RequestsPerIp', EDGE_RATE_LIMITS.requestsPerIp),
      rateLimit('ApiRequestsPerIp', EDGE_RATE_LIMITS.apiRequestsPerIp, apiPaths),
      managedGroup('AWSManagedRulesCommonRuleSet', countedCommonRules),
      managedGroup('AWSManagedRulesKnownBadInputsRuleSet'),
    ];

    this.webAcl = new CfnWebACL(this, 'WebAcl', {
      scope: 'CLOUDFRONT',
      defaultAction: { allow: {} },
      visibilityConfig: visibility(props.metricName),
      rules: rules.map((rule, priority) => ({ ...rule, priority })),
    });
  }
}
