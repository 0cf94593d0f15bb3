import type { $ZodRawIssue as Issue } from 'zod/v4/core';
import { copy } from '../copy';

const sizeUnits = { string: 'characters', array: 'items', set: 'items', file: 'bytes' } as const;

function sizeMessage(issue: Issue & { code: 'too_big' | 'too_small' }): string {
  const words = copy.validation;
  const limit = Number(issue.code === 'too_big' ? issue.maximum : issue.minimum);
  const unit = sizeUnits[issue.origin as keyof typeof sizeUnits];
  if (issue.code === 'too_small' && unit === 'characters' && limit === 1) return words.required;
  if (unit) {
    const units = words.units[unit];
    if (issue.exact) return words.exactly(limit, units);
    return issue.code === 'too_big' ? words.atMost(limit, units) : words.atLeast(limit, units);
  }
  if (issue.code === 'too_big') return issue.inclusive === false ? words.below(limit) : words.atMostNumber(limit);
  return issue.inclusive === false ? words.above(limit) : words.atLeastNumber(limit);
}

/**
 * What a failed check says when its schema names no message of its own, in the reader's language: the API's
 * `fields` and the forms show it. zod mini has no default texts, so every issue a schema can raise is named here.
 */
export function validationMessage(issue: Issue): string {
  const words = copy.validation;
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined) return words.required;
      if (issue.expected === 'int') return words.wholeNumber;
      return words.wrongType(words.kinds[issue.expected as keyof typeof words.kinds] ?? issue.expected);
    case 'too_big':
    case 'too_small':
      return sizeMessage(issue);
    case 'invalid_format':
      if (issue.format === 'email') return words.email;
      if (issue.format === 'date') return words.date;
      if (issue.format === 'datetime') return words.dateTime;
      if (issue.format === 'uuid' || issue.format === 'guid') return words.identifier;
      return words.format;
    case 'invalid_value':
      return words.oneOf(issue.values.map(String).join(', '));
    case 'unrecognized_keys':
      return words.unknownFields(issue.keys.join(', '));
    case 'not_multiple_of':
      return words.multipleOf(Number(issue.divisor));
    default:
      return words.invalid;
  }
}
