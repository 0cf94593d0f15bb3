import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CATALOGUE_AREAS, CATALOGUE_BUNDLES, composeBundle, type CatalogueBundle } from '../src/catalogue/bundles';
import { staffCopy } from '../src/copy-staff';

const catalogueDir = path.join(__dirname, '../src/catalogue');

/** An area's part of a bundle, by its file name (catalogue/bundles.ts). */
const partFiles: Record<CatalogueBundle, { en: string; 'fr-CA': string }> = {
  app: { en: 'en.ts', 'fr-CA': 'fr-ca.ts' },
  pages: { en: 'pages.en.ts', 'fr-CA': 'pages.fr-ca.ts' },
  legal: { en: 'legal.en.ts', 'fr-CA': 'legal.fr-ca.ts' },
  server: { en: 'server.en.ts', 'fr-CA': 'server.fr-ca.ts' },
  staff: { en: 'staff.ts', 'fr-CA': 'staff.fr-ca.ts' },
};
/**
 * English staff words outside the staff bundle: the refusals the schemas import themselves, and the few the app
 * bundle still carries (catalogue/bundles.ts).
 */
const outsideBundles = new Set(['staff-rules.ts', 'staff-in-app.ts']);

const areaFolders = fs
  .readdirSync(catalogueDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** The files the table says each area has. */
const expected = new Map<string, Set<string>>(CATALOGUE_AREAS.map((area) => [area, new Set<string>()]));
for (const [bundle, { areas, languages }] of Object.entries(CATALOGUE_BUNDLES)) {
  for (const area of areas) {
    for (const language of languages) expected.get(area)!.add(partFiles[bundle as CatalogueBundle][language]);
  }
}

describe('the catalogue by area', () => {
  it('has one folder per area, and an area for every folder', () => {
    expect([...areaFolders].sort()).toEqual([...CATALOGUE_AREAS].sort());
  });

  it.each(CATALOGUE_AREAS)('%s holds exactly the parts the bundle table gives it', (area) => {
    const files = fs.readdirSync(path.join(catalogueDir, area)).filter((file) => !outsideBundles.has(file));
    expect(files.sort()).toEqual([...expected.get(area)!].sort());
  });

  it('keeps staff words in English: the staff bundle has no other language', () => {
    expect(CATALOGUE_BUNDLES.staff.languages).toEqual(['en']);
    expect(CATALOGUE_BUNDLES['staff'].areas).toContain('back-office');
    for (const [bundle, { areas }] of Object.entries(CATALOGUE_BUNDLES)) {
      if (bundle !== 'staff') expect(areas).not.toContain('back-office');
    }
  });

  it('gives every area a place in some bundle', () => {
    const used = new Set(Object.values(CATALOGUE_BUNDLES).flatMap(({ areas }) => areas));
    expect([...used].sort()).toEqual([...CATALOGUE_AREAS].sort());
  });

  it('lets areas share a section, never a text', () => {
    expect(Object.keys(staffCopy.adminBackOffice)).toEqual(
      expect.arrayContaining(['users', 'claimPage', 'files', 'links']),
    );
    expect(composeBundle('pages', { site: { shared: { a: '1' } }, blog: { shared: { b: '2' } } })).toEqual({
      shared: { a: '1', b: '2' },
    });
    expect(() => composeBundle('pages', { site: { shared: { a: '1' } }, blog: { shared: { a: '2' } } })).toThrow(
      'shared.a is in two areas',
    );
    expect(() => composeBundle('pages', { site: { title: 'One' }, blog: { title: 'Two' } })).toThrow(
      'section title is in two areas',
    );
  });
});
