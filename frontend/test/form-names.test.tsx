import { render } from '@testing-library/react';
import { copyFor } from '@taxback/shared/copy';
import { describe, expect, it } from 'vitest';
import { FormNames } from '@/components/ui/form-names';
import { registerEveryLanguage } from '@taxback/shared/catalogue/every-language';

registerEveryLanguage();

const kept = (text: string) => {
  const { container } = render(
    <p>
      <FormNames text={text} />
    </p>,
  );
  return {
    whole: container.textContent,
    names: [...container.querySelectorAll('.form-name')].map((span) => span.textContent),
  };
};

describe('form names kept whole on a narrow line', () => {
  it.each([
    ['ITIN processing (Form W-7)', ['Form W-7']],
    ['Traitement de l’ITIN (formulaire W-7)', ['formulaire W-7']],
    ['Additional Form 1042-S (2)', ['Form 1042-S']],
    ['Your 1040-NR and Forms 1042-S', ['1040-NR', 'Forms 1042-S']],
    ['Box 7a of Form 1042-S', ['Form 1042-S']],
    ['Formulaire 1042-S supplémentaire (2)', ['Formulaire 1042-S']],
    ['Application fee', []],
  ])('%s', (text, names) => {
    expect(kept(text)).toEqual({ whole: text, names });
  });

  it('holds the form name of every fee line that has one, in both languages', () => {
    for (const locale of ['en', 'fr-CA'] as const) {
      const { lines } = copyFor(locale).paymentPage;
      expect(kept(lines.itin).names).toEqual([locale === 'en' ? 'Form W-7' : 'formulaire W-7']);
      expect(kept(lines.additional1042s(2)).names).toHaveLength(1);
    }
  });
});
