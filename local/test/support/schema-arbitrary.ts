import fc from 'fast-check';
import * as z from '@taxback/shared/zod';

/** The subset of JSON Schema that zod's `toJSONSchema` produces for the route table's schemas. */
interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  propertyNames?: JsonSchema;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  minimum?: number;
  maximum?: number;
}

const INT32 = 2 ** 31 - 1;
const isoDate = (date: Date) => date.toISOString().slice(0, 10);
const dates = fc.date({ min: new Date('1900-01-01'), max: new Date('2099-12-31'), noInvalidDate: true });

const formats: Record<string, fc.Arbitrary<string>> = {
  uuid: fc.uuid({ version: [1, 2, 3, 4, 5, 6, 7, 8] }),
  date: dates.map(isoDate),
  'date-time': dates.map((date) => date.toISOString()),
  uri: fc.webUrl(),
};

/** A generator of the format's own (uuid, dates, urls), else zod's pattern, which for an email is zod's exact rule. */
function stringOf(schema: JsonSchema): fc.Arbitrary<string> {
  const format = schema.format && formats[schema.format];
  if (format) return format;
  const maxLength = Math.min(schema.maxLength ?? 60, 300);
  if (schema.pattern) return fc.stringMatching(new RegExp(schema.pattern)).map((text) => text.slice(0, maxLength));
  return fc.string({ unit: 'grapheme', minLength: schema.minLength ?? 0, maxLength });
}

function objectOf(schema: JsonSchema): fc.Arbitrary<Record<string, unknown>> {
  if (typeof schema.additionalProperties === 'object') {
    const keys = schema.propertyNames ? stringOf(schema.propertyNames) : fc.string({ maxLength: 10 });
    return fc.dictionary(keys, arbitraryOf(schema.additionalProperties), { maxKeys: 4 });
  }
  const shape = Object.fromEntries(
    Object.entries(schema.properties ?? {}).map(([key, value]) => [key, arbitraryOf(value)]),
  );
  return fc.record(shape, { requiredKeys: schema.required ?? [] }) as fc.Arbitrary<Record<string, unknown>>;
}

function arbitraryOf(schema: JsonSchema): fc.Arbitrary<unknown> {
  if ('const' in schema) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants) return fc.oneof(...variants.map(arbitraryOf));
  if (Array.isArray(schema.type)) return fc.oneof(...schema.type.map((type) => arbitraryOf({ ...schema, type })));
  const min = schema.minimum ?? -INT32;
  const max = schema.maximum ?? INT32;
  switch (schema.type) {
    case 'null':
      return fc.constant(null);
    case 'boolean':
      return fc.boolean();
    case 'integer':
      return fc.integer({ min: Math.max(min, -INT32), max: Math.min(max, INT32) });
    case 'number':
      return fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
    case 'string':
      return stringOf(schema);
    case 'array':
      return fc.array(arbitraryOf(schema.items ?? {}), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.min(schema.maxItems ?? 4, 4),
      });
    case 'object':
      return objectOf(schema);
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

const jsonSchemaOf = (schema: z.ZodMiniType, io: 'input' | 'output') =>
  z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonSchema;

/**
 * Values shaped like what `schema` accepts (types, enums, formats, patterns, bounds), from its JSON Schema,
 * taken from both sides of its transforms (`code: string → uppercase → /^[A-Z0-9_-]+$/`). Refinements and
 * cross-field rules are not represented, so some are still refused, as a user's could be.
 */
export const validLooking = (schema: z.ZodMiniType): fc.Arbitrary<unknown> =>
  fc.oneof(arbitraryOf(jsonSchemaOf(schema, 'input')), arbitraryOf(jsonSchemaOf(schema, 'output')));
