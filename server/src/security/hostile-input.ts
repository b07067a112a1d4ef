import fc from 'fast-check';
import { z } from 'zod';

/** Strings attackers and unlucky users send: injection, wildcards, templates, markup, odd unicode. */
export const hostileStrings = [
  "' OR 1=1--",
  "'; drop table tenants; --",
  '" OR ""="',
  '%',
  '_',
  '%_%',
  '\\',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template-injection probe, sent as text
  '${process.exit(1)}',
  '{{constructor.constructor("return process")()}}',
  '__proto__',
  'constructor',
  'prototype',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  '../../etc/passwd',
  '..\\..\\windows\\win.ini',
  'a\u0000b',
  '\u0000',
  '\ud800',
  'x\udfffy',
  '\u202eevil\u202c',
  'مرحبا بالعالم',
  '👩‍👩‍👧‍👦🏢💥',
  '\uFEFFbom',
  '\r\n\tSet-Cookie: x=1',
  ' ',
  '',
  '1e309',
  '-0',
  'NaN',
  'Infinity',
  '99999999999999999999999',
  '2147483648',
  '-2147483649',
  '0x1F',
  '2026-02-30',
  '9999-99-99',
  'null',
  'true',
  'x'.repeat(5001),
];

/** The string with each lone surrogate replaced, as a UTF-8 client would have to send it. */
export const wellFormed = (text: string) =>
  text.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd');

export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...hostileStrings) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  {
    weight: 1,
    arbitrary: fc
      .array(fc.constantFrom(...hostileStrings.filter((s) => s.length < 100)), { minLength: 2, maxLength: 4 })
      .map((parts) => parts.join('')),
  },
);

const hostileNumber = fc.oneof(
  fc.constantFrom(0, -1, -0, 1.5, 2147483648, -2147483649, 2 ** 53 + 2, 1e308, -1e308, 5e-324),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

const hostileKeyList = ['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', '$where', ''];
const hostileKey = fc.oneof(fc.constantFrom(...hostileKeyList), fc.string({ maxLength: 8 }));

/** Any JSON value, leaning to the nasty ones. */
export const hostileValue: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    { weight: 4, arbitrary: hostileString },
    { weight: 2, arbitrary: hostileNumber },
    { weight: 1, arbitrary: fc.constantFrom(true, false, null) },
    { weight: 1, arbitrary: fc.array(tie('value'), { maxLength: 3 }) },
    { weight: 1, arbitrary: fc.dictionary(hostileKey, tie('value'), { maxKeys: 3 }) },
  ),
})).value;

/** An object whose own keys may be `__proto__` and friends (a literal would set the prototype instead). */
export function withOwnKeys(
  base: Record<string, unknown>,
  extra: [string, unknown][],
): Record<string, unknown> {
  const out: Record<string, unknown> = { ...base };
  for (const [key, value] of extra) {
    Object.defineProperty(out, key, { value, enumerable: true, writable: true, configurable: true });
  }
  return out;
}

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  format?: string;
  pattern?: string;
  minLength?: number;
  minimum?: number;
  exclusiveMinimum?: number;
  minItems?: number;
  default?: unknown;
};

export function toJsonSchema(schema: unknown): JsonSchema | undefined {
  if (!schema || typeof schema !== 'object' || !('_zod' in schema)) return undefined;
  try {
    return z.toJSONSchema(schema as z.ZodType, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  } catch {
    return undefined;
  }
}

const patternSamples = ['1', 'TX', '12345', '2026-06-15', '2026-06', 'renewal-1', 'TX,CA', 'a'];

/** A plausible valid value for a JSON schema, so one hostile field at a time can reach the service. */
export function sampleOf(
  schema: JsonSchema | undefined,
  overrides: Record<string, unknown> = {},
  key?: string,
): unknown {
  if (!schema) return undefined;
  if (key !== undefined && Object.hasOwn(overrides, key)) return overrides[key];
  if ('const' in schema) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  if (schema.default !== undefined) return schema.default;
  const options = schema.anyOf ?? schema.oneOf;
  if (options)
    return sampleOf(options.find((option) => option.type !== 'null') ?? options[0], overrides, key);
  if (schema.allOf?.[0]) return sampleOf(schema.allOf[0], overrides, key);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'object':
      return Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([name, value]) => [
          name,
          sampleOf(value, overrides, name),
        ]),
      );
    case 'array':
      return schema.minItems ? [sampleOf(schema.items, overrides)] : [];
    case 'integer':
    case 'number':
      return Math.max(1, Math.ceil(schema.minimum ?? schema.exclusiveMinimum ?? 1));
    case 'boolean':
      return false;
    case 'null':
      return null;
    case 'string': {
      if (schema.format === 'date') return '2026-06-15';
      if (schema.format === 'date-time') return '2026-06-15T12:00:00.000Z';
      if (schema.format === 'email' || (key && /email/i.test(key))) return 'someone@example.com';
      if (key && /phone/i.test(key)) return '(555) 010-0100';
      if (schema.pattern) {
        const pattern = new RegExp(schema.pattern);
        return patternSamples.find((sample) => pattern.test(sample)) ?? '1';
      }
      return 'Sample'.padEnd(schema.minLength ?? 0, 'x');
    }
    default:
      return 'Sample';
  }
}

/** Paths to every leaf of a sampled JSON value. */
export function leafPaths(value: unknown, at: (string | number)[] = []): (string | number)[][] {
  if (Array.isArray(value)) return value.flatMap((item, index) => leafPaths(item, [...at, index]));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) => leafPaths(item, [...at, key]));
  }
  return at.length ? [at] : [];
}

export function setAt(value: unknown, path: (string | number)[], leaf: unknown): unknown {
  if (path.length === 0) return leaf;
  const [head, ...rest] = path as [string | number, ...(string | number)[]];
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<
    string | number,
    unknown
  >;
  copy[head] = setAt(copy[head], rest, leaf);
  return copy;
}

export function mapStrings(value: unknown, replace: (text: string) => string): unknown {
  if (typeof value === 'string') return replace(value);
  if (Array.isArray(value)) return value.map((item) => mapStrings(item, replace));
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, mapStrings(item, replace)]));
  }
  return value;
}

/** Bodies that are not what any JSON route expects: broken JSON, other media types, wrong shapes. */
export const malformedBodies: { contentType: string; payload: string }[] = [
  { contentType: 'application/json', payload: '{' },
  { contentType: 'application/json', payload: '{"a":' },
  { contentType: 'application/json', payload: "{'single': 'quotes'}" },
  { contentType: 'application/json', payload: '[]' },
  { contentType: 'application/json', payload: '"just a string"' },
  { contentType: 'application/json', payload: '12' },
  { contentType: 'application/json', payload: 'null' },
  {
    contentType: 'application/json',
    payload: '{"__proto__":{"isAdmin":true},"constructor":{"prototype":{"x":1}}}',
  },
  { contentType: 'application/json', payload: '\u0000' },
  { contentType: 'application/json', payload: '{"a":"\\ud800"}' },
  { contentType: 'application/json; charset=utf-16', payload: '{}' },
  { contentType: 'text/plain', payload: "' OR 1=1--" },
  {
    contentType: 'application/xml',
    payload: '<?xml version="1.0"?><!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]><x>&e;</x>',
  },
  { contentType: 'application/x-www-form-urlencoded', payload: 'a=1&__proto__[x]=1' },
  {
    contentType: 'multipart/form-data; boundary=x',
    payload: '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--',
  },
];

/** Query strings no form would send: broken escapes, encoded lone surrogates, repeated and bracketed keys. */
export const rawQueryJunk = [
  '%',
  '%zz=1',
  'a=%ED%A0%80',
  'keyword=%00',
  'limit=1&limit=2',
  'limit[]=1',
  '__proto__[isAdmin]=1',
  'constructor[prototype][x]=1',
  'keyword=%27%20OR%201%3D1--',
  `keyword=${'a'.repeat(3000)}`,
  '=&&==',
];

/** Path segments that are not ids: injection, traversal, overflow, encoded NUL. */
export const hostileSegments = [
  '0',
  '-1',
  '1.5',
  '1e3',
  '2147483648',
  '99999999999999999999',
  '%00',
  '1%00',
  '..%2F..%2Fetc%2Fpasswd',
  '%27%20OR%201%3D1--',
  '%F0%9F%92%A5',
  '%ED%A0%80',
  'abc',
  '%25',
  '%20',
];
