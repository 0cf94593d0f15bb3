import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type AuthLevel = 'public' | 'user' | 'admin';

/**
 * The Lambda function (one per feature folder) that serves a route: routes are grouped into functions in the
 * route table, each function bundling only its own routes' code.
 */
export type Feature =
  | 'forms'
  | 'account'
  | 'profile'
  | 'applications'
  | 'uploads'
  | 'payments'
  | 'admin'
  | 'messages'
  | 'notifications'
  | 'blog'
  | 'contact'
  | 'chatbot';

export interface RouteDefinition {
  method: HttpMethod;
  /** API Gateway path syntax: `/applications/{applicationId}`. */
  path: string;
  auth: AuthLevel;
  feature: Feature;
  body?: z.ZodType;
  query?: z.ZodType;
  params?: z.ZodType;
  /** The body is passed unparsed (webhooks that verify a signature over the raw bytes). */
  rawBody?: boolean;
}
