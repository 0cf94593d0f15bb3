import { describe, expect, it } from 'vitest';
import { legalCopyFor } from '../src/copy-legal';
import { registerEveryLanguage } from '../src/catalogue/every-language';

registerEveryLanguage();

/** The whole privacy policy of a language as one text. */
const policy = (language: 'en' | 'fr-CA') => JSON.stringify(legalCopyFor(language).privacy);

describe('the privacy policy names the same laws and regulators in both languages', () => {
  it.each([
    ['en', /Personal Information Protection and Electronic Documents Act \(PIPEDA\)/],
    ['fr-CA', /Loi sur la protection des renseignements personnels et les documents électroniques \(LPRPDE\)/],
    ['en', /Québec's Act respecting the protection of personal information in the private sector/],
    ['fr-CA', /Loi sur la protection des renseignements personnels dans le secteur privé/],
    ['en', /Commission d'accès à l'information du Québec/],
    ['fr-CA', /Commission d’accès à l’information du Québec/],
    ['en', /cai\.gouv\.qc\.ca/],
    ['fr-CA', /cai\.gouv\.qc\.ca/],
  ] as const)('%s: %s', (language, law) => {
    expect(policy(language)).toMatch(law);
  });
});
