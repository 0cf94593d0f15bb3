export type { AuthLevel, Feature, HttpMethod, RouteContract as RouteDefinition } from '@taxback/shared/api/contract';
