import type { $ZodType, JSONSchema } from 'zod/v4/core';

type OverrideContext = { zodSchema: $ZodType; jsonSchema: JSONSchema.BaseSchema };

const NON_SPACE = String.raw`\S`;

/**
 * How each zod schema is written into the OpenAPI document: fastify-type-provider-zod's own adjustments (which a
 * custom `override` replaces, so they are repeated here) and the rules the server enforces that zod's conversion
 * leaves out (decision 066).
 */
export function documentSchemaOverride(ctx: OverrideContext): void {
  libraryAdjustments(ctx);
  trimmedMinimum(ctx);
}

/**
 * A trimmed string with a minimum length (`.trim().min(1)`) counts its length after trimming, while the
 * document's `minLength` counts the spaces a client sends: "   " has length 3 and is refused as empty. The
 * document adds a pattern that is the real rule: at least one non-space character (`\S`), or for a minimum of n
 * a non-space at each end with n - 2 characters of any kind between them. A string that already documents a
 * pattern keeps its own (its author stated the rule).
 */
function trimmedMinimum({ zodSchema, jsonSchema }: OverrideContext): void {
  const minimum = jsonSchema.minLength;
  if (zodSchema._zod.def.type !== 'string' || jsonSchema.type !== 'string') return;
  if (jsonSchema.pattern !== undefined || minimum === undefined || minimum < 1 || !trims(zodSchema)) return;
  jsonSchema.pattern =
    minimum === 1 ? NON_SPACE : minimum === 2 ? '\\S[\\s\\S]*\\S' : `\\S[\\s\\S]{${minimum - 2},}\\S`;
}

/** Whether a string schema trims its input (zod's `.trim()` is an overwrite check that trims). */
function trims(schema: $ZodType): boolean {
  return (schema._zod.def.checks ?? []).some((check) => {
    const def = check._zod.def as { check: string; tx?: (value: unknown) => unknown };
    return def.check === 'overwrite' && typeof def.tx === 'function' && def.tx(' x ') === 'x';
  });
}

/**
 * fastify-type-provider-zod 7's default override (not exported): a union with a null branch is one schema with
 * `nullable: true` (OpenAPI 3.0 has no null type), empty union branches are dropped, a date is a date-time string
 * and `undefined` is null. The library applies the last two to replies only; requests have no z.date() or
 * z.undefined(), so here they apply to both (swagger.test.ts compares the document).
 */
function libraryAdjustments({ zodSchema, jsonSchema }: OverrideContext): void {
  const type = zodSchema._zod.def.type;
  if (type === 'union') {
    jsonSchema.anyOf = jsonSchema.anyOf?.filter((schema) => Object.keys(schema).length > 0);
    const anyOf = jsonSchema.anyOf as JSONSchema.BaseSchema[] | undefined;
    if (anyOf) {
      const others = anyOf.filter((schema) => !isNullBranch(schema));
      if (others.length < anyOf.length && others.length > 0) {
        if (others.length === 1) {
          delete jsonSchema.anyOf;
          Object.assign(jsonSchema, others[0], { nullable: true });
        } else {
          jsonSchema.anyOf = others;
          (jsonSchema as { nullable?: boolean }).nullable = true;
        }
      }
    }
  }
  if (type === 'date') {
    jsonSchema.type = 'string';
    jsonSchema.format = 'date-time';
  }
  if (type === 'undefined') jsonSchema.type = 'null';
}

/** zod's openapi-3.0 target writes z.null() as `{ type: 'string', nullable: true, enum: [null] }`. */
const isNullBranch = (schema: JSONSchema.BaseSchema) =>
  (schema as { nullable?: boolean }).nullable === true &&
  Array.isArray(schema.enum) &&
  schema.enum.length === 1 &&
  schema.enum[0] === null;

/**
 * A path parameter that is only dots never reaches the server as sent: clients and the URL parser remove "." and
 * ".." segments (RFC 3986, 5.2.4), so `/api/committees/.` arrives as `/api/committees/`. A path parameter whose
 * rule is "a non-space character" (a trimmed minimum, above) is documented as needing a character that is neither
 * a space nor a dot; a parameter with a pattern of its own states it there (memberIdSchema).
 */
export function documentPathParameters(params: unknown): void {
  const properties = (params as { properties?: Record<string, JSONSchema.BaseSchema> } | undefined)?.properties;
  for (const property of Object.values(properties ?? {})) {
    if (property.type === 'string' && property.pattern === NON_SPACE) property.pattern = String.raw`[^\s.]`;
  }
}
