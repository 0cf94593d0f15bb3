import { Stack, Validations } from 'aws-cdk-lib';
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import {
  CfnRoute,
  CfnStage,
  HttpApi,
  HttpMethod,
  HttpNoneAuthorizer,
  HttpRoute,
  HttpRouteKey,
  LogGroupLogDestination,
} from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpUserPoolAuthorizer } from 'aws-cdk-lib/aws-apigatewayv2-authorizers';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import type { IUserPool, IUserPoolClient } from 'aws-cdk-lib/aws-cognito';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import { routeKey, routeOf, type Feature, type RouteName } from '@taxback/functions/routes';
import { apiRoutes, constructIdOf } from '../route-table';

export interface ApiProps {
  functions: ReadonlyMap<Feature, IFunction>;
  userPool: IUserPool;
  userPoolClient: IUserPoolClient;
}

const accessLogFormat = AccessLogFormat.custom(
  JSON.stringify({
    requestId: '$context.requestId',
    time: '$context.requestTime',
    ip: '$context.identity.sourceIp',
    routeKey: '$context.routeKey',
    status: '$context.status',
    latencyMs: '$context.responseLatency',
    responseLength: '$context.responseLength',
    integrationError: '$context.integrationErrorMessage',
    authorizerError: '$context.authorizer.error',
  }),
);

/**
 * Routes with a throttle of their own instead of the stage's shared one: the Stripe webhook keeps its
 * budget whatever the rest of the API receives, and the public routes that cost money (mail, the AI model)
 * or guard codes get less than the stage. Per person and per IP limits are the handlers' (data/stores/rate-counter.ts).
 */
export const routeThrottles: Partial<Record<RouteName, { rateLimit: number; burstLimit: number }>> = {
  paymentWebhook: { rateLimit: 20, burstLimit: 40 },
  askChatbot: { rateLimit: 5, burstLimit: 10 },
  sendContactMessage: { rateLimit: 2, burstLimit: 5 },
  sendConfirmationEmail: { rateLimit: 2, burstLimit: 5 },
  confirmAccount: { rateLimit: 5, burstLimit: 10 },
  validateDiscountCode: { rateLimit: 10, burstLimit: 20 },
};

/**
 * The HTTP API: one route per entry of the route table, JWT-authorised unless the entry is public. The
 * browser reaches it through the app's distribution (same origin), so it answers no CORS preflight.
 */
export class Api extends Construct {
  readonly httpApi: HttpApi;
  /** The execute-api host the distribution forwards `/api` to. */
  readonly domainName: string;

  constructor(scope: Construct, id: string, props: ApiProps) {
    super(scope, id);
    this.httpApi = new HttpApi(this, 'HttpApi', {
      apiName: `${Stack.of(this).stackName}-api`,
      createDefaultStage: false,
    });
    const stage = this.httpApi.addStage('DefaultStage', {
      stageName: '$default',
      autoDeploy: true,
      throttle: { rateLimit: 100, burstLimit: 200 },
      accessLogSettings: {
        destination: new LogGroupLogDestination(
          new LogGroup(this, 'AccessLogs', { retention: RetentionDays.THREE_MONTHS }),
        ),
        format: accessLogFormat,
      },
    });
    this.domainName = `${this.httpApi.apiId}.execute-api.${Stack.of(this).region}.${Stack.of(this).urlSuffix}`;

    // Admin routes use the same JWT check; the handler then requires the `admin` group claim.
    const userAuthorizer = new HttpUserPoolAuthorizer('UserPoolAuthorizer', props.userPool, {
      userPoolClients: [props.userPoolClient],
    });
    const integrations = new Map<Feature, HttpLambdaIntegration>();
    const integrationFor = (feature: Feature): HttpLambdaIntegration => {
      const existing = integrations.get(feature);
      if (existing) return existing;
      const fn = props.functions.get(feature);
      if (!fn) throw new Error(`No function for feature "${feature}"`);
      // One invoke permission per function instead of one per route keeps the resource policy small.
      const integration = new HttpLambdaIntegration(`${constructIdOf(feature)}Integration`, fn, {
        scopePermissionToRoute: false,
      });
      integrations.set(feature, integration);
      return integration;
    };

    for (const [name, route, feature] of apiRoutes) {
      const isPublic = route.auth === 'public';
      const httpRoute = new HttpRoute(this, `${constructIdOf(name)}Route`, {
        httpApi: this.httpApi,
        routeKey: HttpRouteKey.with(route.path, HttpMethod[route.method]),
        integration: integrationFor(feature),
        authorizer: isPublic ? new HttpNoneAuthorizer() : userAuthorizer,
      });
      if (isPublic) {
        Validations.of(httpRoute).acknowledge({
          id: 'AwsSolutions-APIG4',
          reason: `Public by design in the route table (${routeKey(route)}): callers have no account yet or are verified otherwise (signed link, webhook signature); the handler validates and rate-limits.`,
        });
      }
    }

    // Route keys must exist before the stage names them.
    const cfnStage = stage.node.defaultChild as CfnStage;
    cfnStage.routeSettings = Object.fromEntries(
      Object.entries(routeThrottles).map(([name, { rateLimit, burstLimit }]) => {
        const route = this.node.findChild(`${constructIdOf(name)}Route`);
        cfnStage.addDependency(route.node.defaultChild as CfnRoute);
        return [
          routeKey(routeOf(name as RouteName)),
          // A raw CloudFormation map: its keys are written as the template spells them.
          { ThrottlingRateLimit: rateLimit, ThrottlingBurstLimit: burstLimit },
        ];
      }),
    );
  }
}
