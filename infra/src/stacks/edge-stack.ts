import { Stack, type StackProps, Tags } from 'aws-cdk-lib';
import type { Construct } from 'constructs';
import { thresholds } from '../alarm-thresholds';
import { Firewall } from '../constructs/firewall';
import { alertingAlarm, alertTopic, blockedRequestsMetric } from '../constructs/monitoring';
import { stackNameOf, type Settings } from '../settings';

export interface EdgeStackProps extends StackProps {
  settings: Settings;
}

/**
 * What CloudFront needs in us-east-1 whatever the stage's region: the distribution's web ACL, and its
 * blocked-request alarm (an alarm watches only metrics of its own region, so it has its own alert topic).
 */
export class EdgeStack extends Stack {
  readonly firewall: Firewall;

  constructor(scope: Construct, id: string, props: EdgeStackProps) {
    super(scope, id, props);
    const { settings } = props;
    Tags.of(this).add('taxback:stage', settings.stage);
    this.firewall = new Firewall(this, 'Firewall', { metricName: `${stackNameOf(settings)}-firewall` });
    alertingAlarm(
      this,
      'Firewall-Blocked',
      alertTopic(this, 'AlertTopic', settings.alertEmail),
      blockedRequestsMetric(this.firewall.webAcl),
      thresholds.wafBlockedRequests,
      'WAF blocked requests to the app and its API',
    );
  }
}
