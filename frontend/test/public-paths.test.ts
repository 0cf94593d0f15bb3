import { describe, expect, it } from 'vitest';
import { languageOfPath, localizedPath, publicPageAt } from '@/lib/public-paths';

describe('public pages in two languages', () => {
  it.each([
    ['/pricing', 'fr-CA', '/fr/tarifs'],
    ['/fr/tarifs', 'en', '/pricing'],
    ['/', 'fr-CA', '/fr/'],
    ['/fr', 'en', '/'],
    ['/#faq', 'fr-CA', '/fr/#faq'],
    ['/blog/itin-basics', 'fr-CA', '/fr/blogue/itin-basics'],
    ['/contact?from=faq', 'fr-CA', '/fr/nous-joindre?from=faq'],
    ['/account', 'fr-CA', '/account'],
  ] as const)('%s in %s is %s', (path, language, expected) => {
    expect(localizedPath(path, language)).toBe(expected);
  });

  it('knows the language of an address, and none for signed-in pages', () => {
    expect(publicPageAt('/fr/comment-ca-marche/')).toEqual({ page: 'howItWorks', language: 'fr-CA' });
    expect(languageOfPath('/privacy')).toBe('en');
    expect(languageOfPath('/payment')).toBeNull();
  });
});
