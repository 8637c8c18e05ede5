import Ajv, { type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { invalidValueFor, type Resolve, resolverFor, validValueFor } from './document-values';
import type { JsonSchema } from './schema-arbitrary';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type Parameter = { name: string; in: 'path' | 'query' | 'header' | 'cookie'; required?: boolean; schema?: JsonSchema };
type Content = Record<string, { schema?: JsonSchema }>;
type OperationObject = {
  operationId?: string;
  description?: string;
  parameters?: Parameter[];
  requestBody?: { required?: boolean; content?: Content };
  responses?: Record<string, { description?: string; content?: Content }>;
  security?: unknown[];
};
export type ApiDocument = {
  info: { description?: string };
  paths: Record<string, Partial<Record<Lowercase<Method>, OperationObject>>>;
  components?: { schemas?: Record<string, JsonSchema> };
};
export type Operation = { path: string; method: Method; operation: OperationObject };

/** One generated request: valid by the document, made invalid on purpose in one place, or hostile. */
export type RequestCase = {
  kind: 'valid' | 'invalid' | 'hostile';
  path: Record<string, unknown>;
  query: Record<string, unknown>;
  body: unknown;
  signedIn?: boolean;
  /** For an invalid request: what was made invalid. */
  broken?: string;
};

export function listOperations(document: ApiDocument): Operation[] {
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      path,
      method: method.toUpperCase() as Method,
      operation: operation as OperationObject,
    })),
  );
}

/** A live stream: documented as text/event-stream (it never ends, so it is called and hung up on). */
export const isEventStream = (operation: Operation) =>
  Object.values(operation.operation.responses ?? {}).some((reply) => 'text/event-stream' in (reply.content ?? {}));

function asText(value: unknown): string {
  if (typeof value === 'string') return value;
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/** encodeURIComponent, with a lone surrogate (which it cannot encode) sent as U+FFFD as a client library would. */
const wellFormed = (text: string) =>
  text.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd');
const encodePart = (text: string) => encodeURIComponent(wellFormed(text));

export function urlOf(pathTemplate: string, pathValues: Record<string, unknown>, query: Record<string, unknown>) {
  const path = pathTemplate.replace(/\{(\w+)\}/g, (_match, name: string) => {
    const text = asText(pathValues[name]);
    return encodePart(text === '' ? 'x' : text);
  });
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) search.append(name, wellFormed(asText(item)));
  }
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

/** OpenAPI 3.0 schema -> JSON Schema for Ajv: `nullable` as a null type, boolean exclusive bounds as numbers. */
function toJsonSchema(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(toJsonSchema);
  if (!schema || typeof schema !== 'object') return schema;
  const source = schema as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(source)) {
    if (key === 'nullable' || key === 'example' || key === 'discriminator' || key === 'xml') continue;
    if (key === '$ref' && typeof value === 'string') {
      out.$ref = value.replace('#/components/schemas/', '#/definitions/');
      continue;
    }
    out[key] = key === 'enum' || key === 'default' || key === 'const' ? value : toJsonSchema(value);
  }
  if (source.exclusiveMinimum === true) {
    out.exclusiveMinimum = source.minimum;
    delete out.minimum;
  } else if (source.exclusiveMinimum === false) delete out.exclusiveMinimum;
  if (source.exclusiveMaximum === true) {
    out.exclusiveMaximum = source.maximum;
    delete out.maximum;
  } else if (source.exclusiveMaximum === false) delete out.exclusiveMaximum;
  if (source.nullable === true) {
    if (Array.isArray(out.enum) && !out.enum.includes(null)) out.enum = [...out.enum, null];
    return { anyOf: [out, { type: 'null' }] };
  }
  return out;
}

const validators = new WeakMap<ApiDocument, (schema: JsonSchema | undefined) => ValidateFunction>();

/** A compiled Ajv check of a schema of `document` (cached per schema object). */
function validatorOf(document: ApiDocument): (schema: JsonSchema | undefined) => ValidateFunction {
  const known = validators.get(document);
  if (known) return known;
  const ajv = new Ajv({ strict: false, allErrors: false, validateFormats: true });
  addFormats(ajv);
  const definitions = toJsonSchema(document.components?.schemas ?? {});
  const cache = new Map<unknown, ValidateFunction>();
  const compile = (schema: JsonSchema | undefined) => {
    const key = schema ?? null;
    let validate = cache.get(key);
    if (!validate) {
      validate = ajv.compile({ definitions, ...(toJsonSchema(schema ?? {}) as object) });
      cache.set(key, validate);
    }
    return validate;
  };
  validators.set(document, compile);
  return compile;
}

const jsonBodySchema = (operation: Operation) => operation.operation.requestBody?.content?.['application/json']?.schema;

/** A query value as the query string carries it: numbers and booleans as text (what the server parses). */
const asQueryText = (value: unknown): unknown => (Array.isArray(value) ? value.map(asText) : asText(value));

/**
 * `runs` requests valid by the document (every documented rule kept), then one per parameter or body property
 * made invalid on purpose (up to three), each checked against the document with Ajv before it is used.
 */
export function operationRequests(
  document: ApiDocument,
  operation: Operation,
  options: { runs: number; seed: number },
): RequestCase[] {
  const resolve = resolverFor(document.components?.schemas);
  const validate = validatorOf(document);
  const parameters = operation.operation.parameters ?? [];
  const byPlace = (place: string) => parameters.filter((parameter) => parameter.in === place);
  const bodySchema = jsonBodySchema(operation);
  const takesBody = bodySchema !== undefined && operation.method !== 'GET';
  const bodyRequired = operation.operation.requestBody?.required === true;
  // A multipart-only upload takes no JSON: its malformed and valid bodies are test/multipart-uploads.test.ts's.
  if (operation.operation.requestBody?.content && !bodySchema) return [];

  const valid = fc.record({
    path: fc.record(Object.fromEntries(byPlace('path').map((p) => [p.name, validValueFor(p.schema, resolve)]))),
    query: fc.record(
      Object.fromEntries(byPlace('query').map((p) => [p.name, validValueFor(p.schema, resolve).map(asQueryText)])),
      { requiredKeys: byPlace('query').flatMap((p) => (p.required ? [p.name] : [])) },
    ),
    body: takesBody
      ? bodyRequired
        ? validValueFor(bodySchema, resolve)
        : fc.option(validValueFor(bodySchema, resolve), { nil: undefined })
      : fc.constant(undefined),
  });
  const fits = (request: Omit<RequestCase, 'kind'>) =>
    byPlace('path').every((p) => validate(p.schema)(request.path[p.name])) &&
    (!takesBody || request.body === undefined || validate(bodySchema)(request.body));

  const cases: RequestCase[] = fc
    .sample(valid, { numRuns: options.runs, seed: options.seed })
    .filter(fits)
    .map((request) => ({ kind: 'valid', ...request }));
  const [template] = cases;
  if (!template) return cases;

  // One request broken in one place: a path parameter, a query parameter or a body property.
  const broken: RequestCase[] = [];
  const tryBreak = (place: string, make: () => RequestCase | undefined) => {
    if (broken.length < 3) {
      const request = make();
      if (request) broken.push({ ...request, broken: place });
    }
  };
  for (const parameter of [...byPlace('path'), ...byPlace('query')]) {
    const bad = invalidValueFor(parameter.schema, resolve);
    if (bad === undefined || validate(parameter.schema)(bad)) continue;
    if (parameter.in === 'query' && typeof bad !== 'string' && typeof bad !== 'number') continue;
    tryBreak(`${parameter.name} (${parameter.in})`, () => ({
      ...template,
      kind: 'invalid',
      path: parameter.in === 'path' ? { ...template.path, [parameter.name]: bad } : template.path,
      query: parameter.in === 'query' ? { ...template.query, [parameter.name]: asText(bad) } : template.query,
    }));
  }
  if (takesBody) {
    const schema = resolve(bodySchema);
    const body = (template.body ?? {}) as Record<string, unknown>;
    if (schema?.properties && typeof body === 'object' && body !== null && !Array.isArray(body)) {
      for (const [name, property] of Object.entries(schema.properties)) {
        const bad = invalidValueFor(property, resolve);
        if (bad === undefined) continue;
        const candidate = { ...body, [name]: bad };
        if (validate(bodySchema)(candidate)) continue;
        tryBreak(`${name} (body)`, () => ({ ...template, kind: 'invalid', body: candidate }));
      }
    } else if (bodyRequired && !validate(bodySchema)('not-an-object')) {
      tryBreak('body', () => ({ ...template, kind: 'invalid', body: 'not-an-object' }));
    }
  }
  // Anonymous: a guarded operation must answer its documented 401.
  const anonymous: RequestCase[] = operation.operation.security?.length ? [{ ...template, signedIn: false }] : [];
  return [...cases, ...broken, ...anonymous];
}

const mediaTypeOf = (header: unknown) =>
  String(header ?? '')
    .split(';')[0]
    ?.trim()
    .toLowerCase();

/** The first problem of a 400 as "field (place): message" (or the plain message), for the known-gap list. */
export function ruleWithFieldOf(body: string): string {
  try {
    const message = String((JSON.parse(body) as { message?: unknown }).message ?? '');
    return message.replace(/^Invalid request:\s*/, '').split('; ')[0] ?? '';
  } catch {
    return body;
  }
}

/**
 * Whether an operation's description quotes a 400's message: word for word, or as a template in curly quotes whose
 * `…` stand for the parts that vary (“No such bill: ….” for "No such bill: TX-89R-HB-1.").
 */
export function describesRule(description: string, rule: string): boolean {
  // A 400 for several fields at once joins them ("m1; field (body): m2", the error handler's form): each one must be
  // stated. One case met it: a vote report whose top-level and nested filters both had a reversed period.
  const parts = rule.split(/; [\w.[\]]+ \((?:body|query|params|path)\):\s*/);
  if (parts.length > 1) return parts.every((part) => describesRule(description, part));
  if (description.includes(rule)) return true;
  return [...description.matchAll(/“([^”]+)”/g)].some(([, template = '']) => {
    if (!template.includes('…')) return false;
    const source = template
      .split('…')
      .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
      .join('.+');
    return new RegExp(`^${source}$`, 's').test(rule);
  });
}

export const VALID_REFUSED = 'a request valid by the document was refused with 400';

/** The message of a 400 without its "Invalid request: field (place): " lead, as a person reads the rule. */
function ruleOf(body: string): string {
  try {
    const message = String((JSON.parse(body) as { message?: unknown }).message ?? '');
    return message
      .replace(/^Invalid request:\s*/, '')
      .replace(/^[\w.[\]]+ \((body|query|params|path)\):\s*/, '')
      .trim();
  } catch {
    return body;
  }
}

/** What is wrong with a reply by the document, or undefined when it is what the document says. */
export function checkReply(
  document: ApiDocument,
  operation: Operation,
  request: RequestCase,
  response: LightMyRequestResponse,
): string | undefined {
  const status = response.statusCode;
  if (status === 500) return 'a 500';
  if (request.kind === 'invalid' && (status < 400 || status >= 500)) {
    return `invalid ${request.broken} was answered ${status}, not a 4xx`;
  }
  if (request.kind === 'valid' && request.signedIn !== false && status === 400) {
    const rule = ruleOf(response.body);
    if (!rule || !describesRule(`${operation.operation.description ?? ''}`, rule)) return VALID_REFUSED;
  }
  const replies = operation.operation.responses ?? {};
  const documented = replies[String(status)] ?? replies[`${String(status)[0]}XX`] ?? replies.default;
  if (!documented) return `status ${status} is not documented`;

  const contentType = mediaTypeOf(response.headers['content-type']);
  const content = documented.content ?? {};
  const types = Object.keys(content);
  const hasBody = response.body.length > 0;
  if (types.length === 0) {
    if (hasBody || contentType) return `status ${status} is documented without content but came with ${contentType}`;
    return undefined;
  }
  if (!contentType || !types.includes(contentType)) {
    return `content type ${contentType || '(none)'} is not documented for ${status} (${types.join(', ')})`;
  }
  if (contentType !== 'application/json') return undefined;
  let body: unknown;
  try {
    body = JSON.parse(response.body);
  } catch {
    return `status ${status} says JSON but its body does not parse`;
  }
  const validate = validatorOf(document)(content[contentType]?.schema);
  if (!validate(body)) {
    const [first] = validate.errors ?? [];
    return `the body does not match the schema of ${status}: ${first?.instancePath} ${first?.message}`;
  }
  return undefined;
}

export type { Resolve };
