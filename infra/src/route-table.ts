import { routeEntries } from '@taxback/functions/routes';
import type { Feature } from '@taxback/functions/http/route-types';

/** Every entry of the functions' route table: one HTTP API route each. */
export const apiRoutes = routeEntries();

/** One Lambda function per feature the route table uses. */
export const apiFeatures: Feature[] = [...new Set(apiRoutes.map(([, route]) => route.feature))];

/** `getMe` → `GetMe`, `account` → `Account`: stable construct ids from route and feature names. */
export const constructIdOf = (name: string): string => name.charAt(0).toUpperCase() + name.slice(1);
