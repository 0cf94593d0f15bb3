import type http from 'node:http';
import { openApiDocument } from '@taxback/shared/api/openapi';
import { renderApiDocs } from './docs-page';

export const OPENAPI_PATH = '/api/openapi.json';
export const API_DOCS_PATH = '/api/docs';

/** The gateway's extra routes for the API reference: the OpenAPI document and its page, built from the contract. */
export function apiDocsRoutes() {
  const document = openApiDocument();
  const bodies: Record<string, { type: string; body: string }> = {
    [OPENAPI_PATH]: { type: 'application/json', body: JSON.stringify(document, null, 2) },
    [API_DOCS_PATH]: { type: 'text/html; charset=utf-8', body: renderApiDocs(document) },
  };
  return async (request: http.IncomingMessage, response: http.ServerResponse): Promise<boolean> => {
    const { pathname } = new URL(request.url ?? '/', 'http://localhost');
    const page = bodies[pathname === '/api' || pathname === '/api/' ? API_DOCS_PATH : pathname];
    if (request.method !== 'GET' || !page) return false;
    response.writeHead(200, { 'content-type': page.type, 'cache-control': 'no-cache' });
    response.end(page.body);
    return true;
  };
}
