import fc from 'fast-check';
import type { z } from 'zod';

interface Bag {
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  format?: string;
  patterns?: Set<RegExp>;
  multipleOf?: number;
}

type Def = { type: string } & Record<string, unknown>;
const defOf = (schema: z.ZodType): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;
const bagOf = (schema: z.ZodType): Bag => (schema as unknown as { _zod: { bag?: Bag } })._zod.bag ?? {};

/** Longest strings and arrays the valid inputs reach; the hostile ones go far past every limit. */
const LONGEST_STRING = 300;
const LONGEST_ARRAY = 12;

function stringOf(schema: z.ZodType): fc.Arbitrary<string> {
  const bag = bagOf(schema);
  switch (bag.format) {
    case 'email':
      return fc.emailAddress();
    case 'uuid':
    case 'guid':
      return fc.uuid();
    case 'datetime':
      return fc.date({ min: new Date('1900-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }).map((d) => d.toISOString());
    case 'date':
      return fc
        .date({ min: new Date('1900-01-01'), max: new Date('2100-01-01'), noInvalidDate: true })
        .map((d) => d.toISOString().slice(0, 10));
    case 'url':
      return fc.webUrl();
  }
  const pattern = bag.patterns ? [...bag.patterns][0] : undefined;
  if (pattern) return fc.stringMatching(pattern).filter((s) => s.length <= (bag.maximum ?? Infinity));
  const minLength = bag.minimum ?? 0;
  const maxLength = Math.min(bag.maximum ?? LONGEST_STRING, Math.max(minLength, LONGEST_STRING));
  // Boundaries first: the shortest and the longest allowed, then anything between.
  return fc.oneof(
    { weight: 1, arbitrary: fc.string({ unit: 'grapheme', minLength, maxLength: minLength }) },
    { weight: 1, arbitrary: fc.string({ minLength: maxLength, maxLength }) },
    { weight: 4, arbitrary: fc.string({ unit: 'grapheme', minLength, maxLength }) },
  );
}

function numberOf(schema: z.ZodType): fc.Arbitrary<number> {
  const bag = bagOf(schema);
  const min = bag.minimum ?? bag.exclusiveMinimum ?? -1e9;
  const max = bag.maximum ?? bag.exclusiveMaximum ?? 1e9;
  const integer = bag.format === 'safeint' || bag.format === 'int32' || bag.multipleOf === 1;
  const inside = integer
    ? fc.integer({ min: Math.ceil(Math.max(min, Number.MIN_SAFE_INTEGER)), max: Math.floor(Math.min(max, Number.MAX_SAFE_INTEGER)) })
    : fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
  return fc.oneof({ weight: 1, arbitrary: fc.constantFrom(min, max) }, { weight: 4, arbitrary: inside });
}

/**
 * Values a zod schema accepts (mostly: refinements are not known here, so some are refused, which
 * the harness also wants), boundaries included. Transforms and pipes generate what they take in.
 */
export function validOf(schema: z.ZodType, depth = 0): fc.Arbitrary<unknown> {
  const def = defOf(schema);
  const inner = (s: unknown) => validOf(s as z.ZodType, depth + 1);
  switch (def.type) {
    case 'object': {
      const shape = def.shape as Record<string, z.ZodType>;
      const optional = (s: z.ZodType) => ['optional', 'default', 'prefault'].includes(defOf(s).type);
      const keys = Object.keys(shape);
      return fc.record(Object.fromEntries(keys.map((k) => [k, inner(shape[k])])), {
        requiredKeys: keys.filter((k) => !optional(shape[k]!)),
      });
    }
    case 'string':
      return stringOf(schema);
    case 'number':
      return numberOf(schema);
    case 'int':
      return numberOf(schema);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'undefined':
      return fc.constant(undefined);
    case 'enum':
      return fc.constantFrom(...Object.values(def.entries as Record<string, string>));
    case 'literal':
      return fc.constantFrom(...(def.values as unknown[]));
    case 'array': {
      const bag = bagOf(schema);
      const minLength = bag.minimum ?? 0;
      return fc.array(inner(def.element), {
        minLength,
        maxLength: Math.max(minLength, Math.min(bag.maximum ?? LONGEST_ARRAY, LONGEST_ARRAY)),
      });
    }
    case 'nullable':
      return fc.option(inner(def.innerType), { nil: null, freq: 4 });
    case 'optional':
      return fc.option(inner(def.innerType), { nil: undefined, freq: 4 });
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
    case 'nonoptional':
      return inner(def.innerType);
    case 'union':
      return fc.oneof(...(def.options as z.ZodType[]).map(inner));
    case 'intersection':
      return fc.tuple(inner(def.left), inner(def.right)).map(([a, b]) => ({ ...(a as object), ...(b as object) }));
    case 'pipe': {
      const input = def.in as z.ZodType;
      return defOf(input).type === 'transform' ? inner(def.out) : inner(input);
    }
    case 'lazy':
      return depth > 6 ? fc.constant(null) : inner((def.getter as () => z.ZodType)());
    case 'record':
      return fc.dictionary(fc.string({ maxLength: 20 }), inner(def.valueType), { maxKeys: 5 });
    case 'tuple':
      return fc.tuple(...(def.items as z.ZodType[]).map(inner));
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/** Control characters and text PostgreSQL or a parser may choke on. */
const hostileString = fc.oneof(
  fc.constantFrom(
    '\u0000',
    'a\u0000b',
    '\u0001\u001F\u007F',
    '\uD800',
    '\uDFFF lone',
    '\u202E\u200B\uFEFF',
    "'; DROP TABLE notes; --",
    '%00',
    '../../etc/passwd',
    '{{7*7}}',
    '$1',
    '\\',
  ),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.nat({ max: 200_000 }).map((n) => 'x'.repeat(n)),
  fc.constantFrom('ä'.repeat(70_000), '😀'.repeat(20_000)),
);

/** Values of every wrong kind: huge, nested, negative zero, out of range, of another type. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  hostileString,
  fc.constantFrom(null, true, false, 0, -0, -1, 1e308, -1e308, 2 ** 53, 0.1, 9_999_999_999, {}, [], [null], ''),
  fc.nat({ max: 50_000 }).map((n) => Array.from({ length: n }, (_, i) => i)),
  fc.nat({ max: 300 }).map((n) => {
    let nested: unknown = 'deep';
    for (let i = 0; i < n; i++) nested = { a: nested };
    return nested;
  }),
  fc.jsonValue({ maxDepth: 3 }),
);

/** Properties no write schema names and a client must never set; their values carry the marker the harness looks for. */
export const EXTRA_PROPERTY_NAMES = [
  'PatientId',
  'UserId',
  'Id',
  'Version',
  'role',
  'RoleId',
  'IsAdmin',
  'CreatedDate',
  'DeletedDate',
  'OwnerId',
  'FuzzExtra',
];

/** The value extra properties carry: found anywhere in the database afterwards, a field outside the schema was stored. */
export const EXTRA_MARKER = 'fuzz-extra-marker';

/** Every path to a value inside `value` (the root is []). */
function pathsOf(value: unknown, path: (string | number)[] = [], out: (string | number)[][] = []): (string | number)[][] {
  out.push(path);
  if (Array.isArray(value)) value.forEach((v, i) => pathsOf(v, [...path, i], out));
  else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) pathsOf(v, [...path, k], out);
  return out;
}

function replaced(value: unknown, path: (string | number)[], by: unknown): unknown {
  if (path.length === 0) return by;
  const [head, ...rest] = path;
  if (Array.isArray(value)) return value.map((v, i) => (i === head ? replaced(v, rest, by) : v));
  const object = value as Record<string, unknown>;
  return { ...object, [head!]: replaced(object[head!], rest, by) };
}

export interface FuzzInput {
  value: unknown;
  /** Properties outside the schema added at the top level (their values are EXTRA_MARKER or a foreign id). */
  extras: Record<string, unknown>;
  /** `__proto__` and `constructor.prototype` keys written into the JSON text itself. */
  prototypeKeys: boolean;
}

/**
 * Inputs for one schema: valid ones (boundaries included), valid ones with one value anywhere in
 * them replaced by a hostile one, a field dropped, properties outside the schema added (a foreign
 * PatientId, a Version, a role, `__proto__`), and hostile values as the whole input.
 */
export function inputsOf(
  schema: z.ZodType | undefined,
  foreignIds: { patientId: string; userId: string },
  known?: unknown,
): fc.Arbitrary<FuzzInput> {
  const generated = schema ? validOf(schema) : fc.constant({});
  // A known valid input (the route's probe) gets past refinements the generator cannot see.
  const valid = known === undefined ? generated : fc.oneof(fc.constant(known), generated);
  const shape = schema && defOf(schema).type === 'object' ? (defOf(schema).shape as Record<string, unknown>) : {};
  const extraNames = EXTRA_PROPERTY_NAMES.filter((name) => !(name in shape));
  const extraValue = (name: string) =>
    name === 'PatientId' || name === 'OwnerId' ? foreignIds.patientId : name === 'UserId' ? foreignIds.userId : EXTRA_MARKER;
  const extras = fc.subarray(extraNames).map((names) => Object.fromEntries(names.map((n) => [n, extraValue(n)])));
  const mutated = fc.record({ base: valid, at: fc.nat(), by: hostileValue, drop: fc.boolean() }).map(({ base, at, by, drop }) => {
    const paths = pathsOf(base);
    const path = paths[at % paths.length]!;
    if (drop && path.length > 0 && typeof path[path.length - 1] === 'string') {
      const parent = path.slice(0, -1);
      const key = path[path.length - 1] as string;
      const holder = parent.reduce<unknown>((v, k) => (v as Record<string | number, unknown>)[k], base) as Record<string, unknown>;
      const { [key]: _dropped, ...rest } = holder;
      return replaced(base, parent, rest);
    }
    return replaced(base, path, by);
  });
  return fc.record({
    value: fc.oneof({ weight: 3, arbitrary: valid }, { weight: 5, arbitrary: mutated }, { weight: 1, arbitrary: hostileValue }),
    extras: fc.oneof({ weight: 2, arbitrary: fc.constant({}) }, { weight: 1, arbitrary: extras }),
    prototypeKeys: fc.nat({ max: 4 }).map((n) => n === 0),
  });
}

/** The JSON text of an input: the value with its extras, and prototype keys spliced in when asked for. */
export function jsonOf(input: FuzzInput): string {
  const { value, extras } = input;
  const isObject = value !== null && typeof value === 'object' && !Array.isArray(value);
  const text = JSON.stringify(isObject ? { ...(value as object), ...extras } : value) ?? 'null';
  if (!input.prototypeKeys || !isObject) return text;
  const poison = `"__proto__":{"polluted":"${EXTRA_MARKER}"},"constructor":{"prototype":{"polluted":"${EXTRA_MARKER}"}}`;
  return text === '{}' ? `{${poison}}` : `{${poison},${text.slice(1)}`;
}
