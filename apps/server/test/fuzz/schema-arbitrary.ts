import fc from 'fast-check';

/** The part of JSON Schema the OpenAPI document uses for parameters and bodies. */
export type JsonSchema = {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  minimum?: number;
  maximum?: number;
  /** OpenAPI 3.0: a boolean on minimum/maximum; 3.1 and JSON Schema: the bound itself. */
  exclusiveMinimum?: boolean | number;
  exclusiveMaximum?: boolean | number;
  nullable?: boolean;
  minItems?: number;
  maxItems?: number;
  additionalProperties?: boolean | JsonSchema;
  $ref?: string;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  default?: unknown;
};

/**
 * Text that broke servers before: NUL, path tricks, SQL and HTML fragments, numbers past 32 and 64
 * bits, huge and empty values, non-BMP characters and lone surrogates.
 */
export const hostileText = fc.constantFrom(
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '%00',
  '../../etc/passwd',
  "' OR 1=1 --",
  '<script>alert(1)</script>',
  '-1',
  '0',
  '2147483648',
  '9223372036854775808',
  '1e309',
  'NaN',
  'null',
  'true',
  '[]',
  '{}',
  '😀🏛️',
  '\ud800',
  'x'.repeat(5000),
  'TX',
  'ALL',
  '25R',
  'TX-892-HB-1',
  '2025-02-30',
  '9999-12-31',
);

const hostileNumber = fc.constantFrom(
  -1,
  0,
  1,
  2_147_483_647,
  2_147_483_648,
  Number.MAX_SAFE_INTEGER,
  -2_147_483_649,
  1.5,
  1e308,
);

/** Values that fit the schema mostly, and hostile values of any type some of the time. */
export function arbitraryFor(schema: JsonSchema | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > 4) return fc.oneof(hostileText, hostileNumber);
  const fitting = fittingFor(schema, depth);
  return fc.oneof({ weight: 4, arbitrary: fitting }, { weight: 1, arbitrary: fc.oneof(hostileText, hostileNumber) });
}

function fittingFor(schema: JsonSchema, depth: number): fc.Arbitrary<unknown> {
  if (schema.enum?.length) return fc.constantFrom(...schema.enum);
  if (schema.const !== undefined) return fc.constant(schema.const);
  const members = schema.anyOf ?? schema.oneOf ?? schema.allOf;
  if (members?.length) return fc.oneof(...members.map((member) => arbitraryFor(member, depth + 1)));
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'integer':
      return fc.oneof(fc.integer({ min: schema.minimum ?? -1000, max: schema.maximum ?? 1_000_000 }), hostileNumber);
    case 'number':
      return fc.oneof(fc.double({ noNaN: true, min: schema.minimum, max: schema.maximum }), hostileNumber);
    case 'boolean':
      return fc.boolean();
    case 'array':
      return fc.array(arbitraryFor(schema.items, depth + 1), { maxLength: 4 });
    case 'object': {
      const properties = schema.properties ?? {};
      const keys = Object.keys(properties);
      if (keys.length === 0) return fc.dictionary(fc.string({ maxLength: 8 }), hostileText, { maxKeys: 3 });
      return fc.record(Object.fromEntries(keys.map((key) => [key, arbitraryFor(properties[key], depth + 1)])), {
        requiredKeys: [],
      });
    }
    case 'null':
      return fc.constant(null);
    default:
      return fc.oneof(
        fc.string({ minLength: schema.minLength ?? 0, maxLength: Math.min(schema.maxLength ?? 40, 40) }),
        fc.string({ unit: 'binary', maxLength: 20 }),
        hostileText,
      );
  }
}
