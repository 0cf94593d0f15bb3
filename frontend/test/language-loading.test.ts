import { describe, expect, it } from 'vitest';
import { copy, englishCopy, hasCatalogue } from '@taxback/shared/copy';
import { englishLegalCopy, legalCopy } from '@taxback/shared/copy-legal';
import { englishSiteCopy, siteCopy } from '@taxback/shared/copy-site';
import { chooseLanguage, currentLanguage, loadLanguage } from '@/lib/language';

// This file never imports the French catalogue itself: the language module loads it when French is chosen.
describe('the French catalogue loads on demand', () => {
  it('is not part of an English visit', () => {
    expect(currentLanguage()).toBe('en');
    expect(hasCatalogue('fr-CA')).toBe(false);
    expect(copy.common.unexpected).toBe(englishCopy.common.unexpected);
  });

  it('a later choice wins over a French catalogue still loading', async () => {
    chooseLanguage('fr-CA');
    expect(currentLanguage()).toBe('en');
    chooseLanguage('en');
    await loadLanguage('fr-CA');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(hasCatalogue('fr-CA')).toBe(true);
    expect(currentLanguage()).toBe('en');
  });

  it('choosing French switches once the catalogue is there, and every text follows', async () => {
    chooseLanguage('fr-CA');
    await expect.poll(currentLanguage).toBe('fr-CA');
    expect(copy.common.unexpected).toBe('Une erreur inattendue est survenue');
    // The site's pages and the legal pages are catalogues of their own (the server carries neither); they come
    // with the language.
    expect(siteCopy.pricing.title).not.toBe(englishSiteCopy.pricing.title);
    expect(legalCopy.privacy.title).not.toBe(englishLegalCopy.privacy.title);
    expect(document.documentElement.lang).toBe('fr-CA');
    chooseLanguage('en');
    expect(currentLanguage()).toBe('en');
  });
});
