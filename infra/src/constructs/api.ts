import { Duration, Stack, Validations } from 'aws-cdk-lib';
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import {
  CorsHttpMethod,
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
import type { Feature } from '@taxback/functions/http/route-types';
import { routeKey } from '@taxback/functions/routes';
import { apiRoutes, constructIdOf } from '../route-table';

export interface ApiProps {
  functions: ReadonlyMap<Feature, IFunction>;
  userPool: IUserPool;
  userPoolClient: IUserPoolClient;
  appOrigin: string;
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

/** The HTTP API: one route per entry of the route table, JWT-authorised unless the entry is public. */
export class Api extends Construct {
  readonly httpApi: HttpApi;
  readonly url: string;

  constructor(scope: Construct, id: string, props: ApiProps) {
    super(scope, id);
    this.httpApi = new HttpApi(this, 'HttpApi', {
      apiName: `${Stack.of(this).stackName}-api`,
      corsPreflight: {
        allowOrigins: [props.appOrigin],
        allowMethods: [
          CorsHttpMethod.GET,
          CorsHttpMethod.POST,
          CorsHttpMethod.PUT,
          CorsHttpMethod.PATCH,
          CorsHttpMethod.DELETE,
          CorsHttpMethod.OPTIONS,
        ],
        allowHeaders: ['authorization', 'content-type'],
        maxAge: Duration.hours(1),
      },
      createDefaultStage: false,
    });
    this.httpApi.addStage('DefaultStage', {
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
    this.url = this.httpApi.apiEndpoint;

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

    for (const [name, route] of apiRoutes) {
      const isPublic = route.auth === 'public';
      const httpRoute = new HttpRoute(this, `${constructIdOf(name)}Route`, {
        httpApi: this.httpApi,
        routeKey: HttpRouteKey.with(route.path, HttpMethod[route.method]),
        integration: integrationFor(route.feature),
        authorizer: isPublic ? new HttpNoneAuthorizer() : userAuthorizer,
      });
      if (isPublic) {
        Validations.of(httpRoute).acknowledge({
          id: 'AwsSolutions-APIG4',
          reason: `Public by design in the route table (${routeKey(route)}): callers have no account yet or are verified otherwise (signed link, webhook signature); the handler validates and rate-limits.`,
        });
      }
    }
  }
}
