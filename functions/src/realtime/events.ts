import type {
  APIGatewayEventWebsocketRequestContextV2,
  APIGatewayProxyResultV2,
  APIGatewayProxyWebsocketEventV2WithRequestContext,
} from 'aws-lambda';
import type { ConnectionContext } from './authorizer';

/** A $connect or $disconnect event; the authorizer's context rides along on every route of the connection. */
export type ConnectionEvent = APIGatewayProxyWebsocketEventV2WithRequestContext<
  APIGatewayEventWebsocketRequestContextV2 & { authorizer?: Partial<ConnectionContext> }
>;

export type ConnectionResult = APIGatewayProxyResultV2;
