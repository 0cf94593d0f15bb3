import { describe, expect, it } from 'vitest';
import { answerProblems, type AnswersInContext } from '../src/claim/schemas';
import { copy } from '../src/copy';

const years = ['2024', '2025'];
const form = (taxYear: string) => ({ taxYear });

describe('rules between answers', () => {
  it.each<[string, AnswersInContext, Record<string, string>]>([
    ['nothing but years', { taxYears: years }, {}],
    ['losses in a claimed year', { taxYears: years, lossesByYear: { '2025': 100 } }, {}],
    [
      'losses in another year',
      { taxYears: years, lossesByYear: { '2023': 100 } },
      { lossesByYear: copy.application.lossYearOutside },
    ],
    [
      'a missing form dated in another year',
      { taxYears: years, hasAll1042s: false, missingForms: [{ id: 'm', date: '2023-12-31' }] },
      { missingForms: copy.application.missingFormYearOutside },
    ],
    ['an undated missing form', { taxYears: years, hasAll1042s: false, missingForms: [{ id: 'm', city: 'Reno' }] }, {}],
    [
      'missing forms of another year once every form is held',
      { taxYears: years, hasAll1042s: true, missingForms: [{ id: 'm', date: '2023-12-31' }] },
      {},
    ],
    ['Forms 1042-S of the claimed years', { taxYears: years, form1042sEntries: [form('2024'), form('2025')] }, {}],
    [
      'a Form 1042-S of another year among them',
      { taxYears: years, form1042sEntries: [form('2025'), form('2023')] },
      { form1042sEntries: copy.application.formYearOutside },
    ],
    [
      'a Form 1042-S before any year is chosen',
      { taxYears: [], form1042sEntries: [form('2025')] },
      { form1042sEntries: copy.application.formYearOutside },
    ],
  ])('%s', (_, answers, problems) => {
    expect(answerProblems(answers)).toEqual(problems);
  });
});
