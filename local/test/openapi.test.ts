import fs from 'node:fs';
import path from 'node:path';
import { Validator } from '@seriousme/openapi-schema-validator';
import { routeEntries } from '@taxback/shared/api/routes';
import { openApiDocument } from '@taxback/shared/api/openapi';
import { describe, expect, inject, it } from 'vitest';
import { repoRoot } from '../src/settings';

const document = openApiDocument();
const routeNames = routeEntries().map(([name]) => name);

describe('the OpenAPI document', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    const result = await new Validator().validate(document as never);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('is in sync with the checked-in shared/openapi.json (run `npm run openapi` after changing the contract)', () => {
    const checkedIn: unknown = JSON.parse(fs.readFileSync(path.join(repoRoot, 'shared', 'openapi.json'), 'utf8'));
    expect(checkedIn).toEqual(JSON.parse(JSON.stringify(document)));
  });

  it('has one operation per route, with its auth, parameters, body and every documented status', () => {
    const operations = Object.values(document.paths).flatMap((methods) => Object.values(methods)) as {
      operationId: string;
    }[];
    expect(operations.map((op) => op.operationId).sort()).toEqual([...routeNames].sort());

    const saveAnswers = document.paths['/applications/{applicationId}']!.patch as Record<string, any>;
    expect(saveAnswers.security).toEqual([{ cognito: [] }]);
    expect(saveAnswers.parameters).toEqual([
      expect.objectContaining({ name: 'applicationId', in: 'path', required: true }),
    ]);
    expect(saveAnswers.requestBody.content['application/json'].schema).toEqual({
      $ref: '#/components/schemas/UpdateApplicationAnswersRequest',
    });
    const components = document.components.schemas as Record<string, { required?: string[] }>;
    expect(components.UpdateApplicationAnswersRequest!.required).toContain('version');
    expect(Object.keys(saveAnswers.responses).sort()).toEqual([
      '200',
      '400',
      '401',
      '403',
      '404',
      '409',
      '415',
      '500',
      '503',
    ]);

    const contact = document.paths['/contact']!.post as Record<string, any>;
    expect(contact.security).toEqual([]);
    expect(Object.keys(contact.responses)).toEqual(expect.arrayContaining(['403', '415', '429']));
    const readMe = document.paths['/me']!.get as Record<string, any>;
    expect(readMe.responses['415']).toBeUndefined();
    const deleted = document.paths['/admin/blog/posts/{slug}']!.delete as Record<string, any>;
    expect(deleted.responses['204']).toEqual({ description: 'No content' });
    expect(deleted.responses['403']).toBeDefined();
  });
});

describe('the local stack', () => {
  const api = () => inject('localStack').urls.api;

  it('serves the document at /api/openapi.json', async () => {
    const response = await fetch(`${api()}/api/openapi.json`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/application\/json/);
    expect(await response.json()).toEqual(JSON.parse(JSON.stringify(document)));
  });

  it('serves a reference page listing every operation at /api/docs', async () => {
    const response = await fetch(`${api()}/api/docs`);
    expect(response.status).toBe(200);
    const html = await response.text();
    for (const name of routeNames) expect(html).toContain(`id="${name}"`);
    expect(html).toContain('/applications/{applicationId}/finish');
  });
});
