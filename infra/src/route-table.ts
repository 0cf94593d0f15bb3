import { routeEntries, type Feature } from '@taxback/functions/routes';

/** Every entry of the functions' route table: one HTTP API route each. */
export const apiRoutes = routeEntries();

/** One Lambda function per feature the route table uses. */
export const apiFeatures: Feature[] = [...new Set(apiRoutes.map(([, , feature]) => feature))];

/** `getMe` → `GetMe`, `back-office` → `BackOffice`: stable construct ids from route and feature names. */
export const constructIdOf = (name: string): string =>
  name.charAt(0).toUpperCase() + name.slice(1).replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase());
