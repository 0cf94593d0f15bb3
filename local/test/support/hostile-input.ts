import fc from 'fast-check';
import type { Segment } from './http';

/** Strings an attacker or a broken client sends: markup, null bytes, traversal, injection, odd unicode. */
export const nastyString = (maxLength = 200): fc.Arbitrary<string> =>
  fc.oneof(
    fc.constantFrom(
      '<script>alert(1)</script>',
      '"><img src=x onerror=alert(1)>',
      'a\u0000b',
      '\u0000',
      '../../etc/passwd',
      '..\\..\\windows\\win.ini',
      "' OR '1'='1",
      '${7*7}{{7*7}}',
      '\u202eevil\u202c',
      '\ud800',
      '𝕿𝖆𝖝 💸 é̃ 中文 العربية',
      '__proto__',
      'constructor',
      'NaN',
      '-1',
      '1e309',
      ' ',
      '',
    ),
    fc.string({ unit: 'grapheme', maxLength }),
    fc.string({ unit: 'binary', maxLength }),
  );

/** 1 KB to 100 KB of one repeated character (or a lone surrogate, a null byte, a markup character). */
export const hugeString: fc.Arbitrary<string> = fc
  .tuple(fc.constantFrom('A', 'é', '😀', '<', '\u0000', '\udc00'), fc.integer({ min: 1_000, max: 100_000 }))
  .map(([unit, length]) => unit.repeat(length));

const scalar = fc.oneof(nastyString(), fc.integer(), fc.double(), fc.boolean(), fc.constant(null));

/** Any JSON value: scalars, arrays and objects of them, of the wrong type for nearly every field. */
export const wrongType: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    scalar,
    fc.array(tie('value'), { maxLength: 3 }),
    fc.dictionary(nastyString(20), tie('value'), { maxKeys: 3 }),
  ),
})).value;

const nested = (open: string, close: string) =>
  fc.integer({ min: 100, max: 5_000 }).map((depth) => `${open.repeat(depth)}1${close.repeat(depth)}`);

const PROTOTYPE_KEYS =
  '"__proto__":{"isAdmin":true,"polluted":true},"constructor":{"prototype":{"isAdmin":true}},"prototype":{"isAdmin":true}';

/** Puts the prototype keys into the JSON text of an object (JSON.stringify would never write `__proto__`). */
const withPrototypeKeys = (json: string) => (json.startsWith('{') ? `{${PROTOTYPE_KEYS},${json.slice(1)}` : json);

/** Request bodies, as raw text, that break a valid-looking `body` in every way a client could. */
export function hostileBody(body: fc.Arbitrary<unknown>): fc.Arbitrary<string> {
  const fields = body.map((value) => (value && typeof value === 'object' ? value : {}) as Record<string, unknown>);
  const withField = (replacement: fc.Arbitrary<unknown>) =>
    fc.tuple(fields, fc.string({ maxLength: 12 }), replacement).map(([value, spare, bad]) => {
      const keys = Object.keys(value);
      const key = keys.length ? keys[spare.length % keys.length]! : spare;
      return JSON.stringify({ ...value, [key]: bad });
    });
  return fc.oneof(
    withField(wrongType),
    withField(hugeString),
    fc.tuple(wrongType).map(([value]) => JSON.stringify(value)),
    body.map((value) => JSON.stringify([value])),
    body.map((value) => withPrototypeKeys(JSON.stringify(value ?? {}))),
    nested('{"a":', '}'),
    nested('[', ']'),
    fc.constantFrom('{"a":', 'undefined', "{'a':1}", '\u0000', 'null', '[]', '""', '{"a":1,"a":2}'),
    hugeString,
  );
}

/** A query string of valid-looking or hostile values, duplicate keys included; short enough for a request line. */
export function queryString(values: fc.Arbitrary<Record<string, unknown>>): fc.Arbitrary<string> {
  const extra = fc.array(
    fc.tuple(fc.oneof(fc.constantFrom('cursor', 'limit', 'q', '__proto__'), nastyString(10)), nastyString()),
    {
      maxLength: 3,
    },
  );
  return fc.tuple(values, extra).map(([known, added]) => {
    const search = new URLSearchParams();
    for (const [key, value] of Object.entries(known)) search.append(key, String(value));
    for (const [key, value] of added) search.append(key, value);
    return search.size ? `?${search}` : '';
  });
}

/** A path parameter: nasty strings (encoded by the caller), plus raw segments that are not valid encodings. */
export const hostileSegment: fc.Arbitrary<Segment> = fc.oneof(
  nastyString(500),
  fc.constantFrom({ raw: '%' }, { raw: '%E0%A4%A' }, { raw: '%00' }, { raw: '..' }, { raw: '%2e%2e' }),
);
