export type { AuthLevel, HttpMethod, RouteContract } from '@taxback/shared/api/contract';
export type { Feature } from '@taxback/shared/api/routes';
