import { z } from 'zod';
import {
  type Access,
  type ApiRoute,
  declaredRoutes,
  type RouteGroup,
  type Scope,
} from '../../lib/route-declaration';
import { toOpenApiPath } from '../../lib/route-table';
import { writeBudgets } from '../rate-limit/rate-limit.service';

type Operation = Omit<ApiRoute, 'method' | 'path' | 'handler'>;

type JsonSchema = Record<string, unknown>;
type Components = Record<string, JsonSchema>;

const TAGS: Record<string, string> = {
  health: 'Health',
  demo: 'Demo',
  auth: 'Auth',
  login: 'Auth',
  logout: 'Auth',
  contact: 'Contact',
  admin: 'Administration',
  notifications: 'Notifications',
  vessels: 'Vessels',
  'ship-offerings': 'Ship offerings',
  'ship-booking-requests': 'Booking requests',
  marketplace: 'Ship offerings',
  algorithm: 'Matching',
  cargo: 'Matching',
  smartfeeder: 'SmartFeeder',
  'smartfeeder-calculations': 'SmartFeeder',
  greenrefit: 'GreenRefit',
  'openapi.json': 'Reference',
  docs: 'Reference',
  'docs.css': 'Reference',
};
export const tagOf = (path: string) => TAGS[path.split('/')[2] ?? ''] ?? 'Other';

export const ACCESS_TEXT: Record<Access, string> = {
  public: 'Anyone',
  signedIn: 'Signed-in users (any approval status)',
  approved: 'Approved users and administrators',
  admin: 'Administrators',
  superAdmin: 'Super administrators',
};

export const SCOPE_TEXT: Record<Scope, string> = {
  own: 'only its owner reaches the record it names; anyone else gets 404, as if it did not exist',
  ownOrAdmin: 'its owner and administrators reach the record it names; anyone else gets 404',
};

/**
 * zod's own JSON Schema (draft 2020-12, the dialect of OpenAPI 3.1). Schemas named with `.meta({ id })` are moved
 * to components and referenced; what JSON Schema cannot express (a transform's output) becomes `{}`.
 */
function jsonSchema(schema: z.ZodType, io: 'input' | 'output', components: Components): JsonSchema {
  const out = z.toJSONSchema(schema, { io, unrepresentable: 'any', target: 'draft-2020-12' }) as JsonSchema;
  const defs = (out.$defs ?? {}) as Components;
  delete out.$defs;
  delete out.$schema;
  const rewrite = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(rewrite);
    if (value === null || typeof value !== 'object') return value;
    const copy: JsonSchema = {};
    for (const [k, v] of Object.entries(value)) {
      copy[k] =
        k === '$ref' && typeof v === 'string' ? v.replace('#/$defs/', '#/components/schemas/') : rewrite(v);
    }
    return copy;
  };
  for (const [id, def] of Object.entries(defs)) components[id] ??= rewrite(def) as JsonSchema;
  return rewrite(out) as JsonSchema;
}

const errorSchema: JsonSchema = {
  type: 'object',
  required: ['message', 'code'],
  properties: {
    message: { type: 'string' },
    code: { type: 'string', examples: ['VALIDATION_ERROR', 'UNAUTHORIZED', 'NOT_FOUND'] },
    issues: {
      type: 'array',
      items: {
        type: 'object',
        required: ['field', 'key', 'message'],
        properties: { field: { type: 'string' }, key: { type: 'string' }, message: { type: 'string' } },
      },
    },
    requestId: { type: 'string', description: 'The id of the request in the server log (X-Request-Id)' },
  },
};
const errorRef = { $ref: '#/components/schemas/Error' };
const errorAnswer = (description: string) => ({
  description,
  content: { 'application/json': { schema: errorRef } },
});

function queryParameters(query: z.ZodType, components: Components) {
  // Types as parsed (a blank value or a coerced number reads as what it means); required-ness as sent.
  const output = jsonSchema(query, 'output', components);
  const input = jsonSchema(query, 'input', components);
  const required = new Set((input.required as string[] | undefined) ?? []);
  const props = (output.properties ?? {}) as Record<string, JsonSchema>;
  return Object.entries(props).map(([name, schema]) => ({
    name,
    in: 'query',
    required: required.has(name),
    schema,
  }));
}

function successAnswer(op: Operation, components: Components) {
  const status = String(op.status ?? (op.produces === 'redirect' ? 302 : 200));
  const headers: Record<string, unknown> = {
    'X-Request-Id': { description: 'The request id in the server log', schema: { type: 'string' } },
  };
  if (op.paged)
    headers['X-Total-Count'] = {
      description: 'Items across all pages',
      schema: { type: 'integer', minimum: 0 },
    };
  if (op.produces === 'redirect') return { [status]: { description: 'Redirect', headers } };
  if (op.produces)
    return {
      [status]: { description: 'OK', headers, content: { [op.produces]: { schema: { type: 'string' } } } },
    };
  if (!op.response) return { [status]: { description: status === '410' ? 'Gone' : 'No content', headers } };
  return {
    [status]: {
      description: 'OK',
      headers,
      content: { 'application/json': { schema: jsonSchema(op.response, 'output', components) } },
    },
  };
}

function operationObject(key: string, op: Operation, components: Components) {
  const [method, path] = key.split(' ');
  const pathParams = [...path.matchAll(/:(\w+)/g)].map(([, name]) => ({
    name,
    in: 'path',
    required: true,
    schema: { type: 'string', format: 'uuid' },
  }));
  const parameters = [...pathParams, ...(op.query ? queryParameters(op.query, components) : [])];
  const responses: Record<string, unknown> = { ...successAnswer(op, components) };
  if (op.body || op.query) responses['400'] = errorAnswer('Invalid input (one issue per field)');
  if (op.access !== 'public') responses['401'] = errorAnswer('Not signed in');
  if (op.access !== 'public' && op.access !== 'signedIn')
    responses['403'] = errorAnswer('Signed in, but not allowed (pending, rejected, suspended or wrong role)');
  if (pathParams.length || op.scope) responses['404'] = errorAnswer('Not found, or not yours');
  const budget = op.budget && writeBudgets[op.budget];
  if (budget)
    responses['429'] = errorAnswer(
      `The caller's budget of ${budget.limit} such writes an hour is spent; Retry-After says when to try again`,
    );
  responses.default = errorAnswer('Error (429 throttled, 503 database away, 500)');
  return {
    operationId: `${method.toLowerCase()}${path.replace(/^\/api/, '').replace(/[/:.{}-]+(\w?)/g, (_, c: string) => c.toUpperCase())}`,
    summary: op.summary,
    description: [
      op.description,
      `Access: ${ACCESS_TEXT[op.access]}${op.scope ? `; ${SCOPE_TEXT[op.scope]}` : ''}.`,
      budget && `Budget: ${budget.limit} an hour for each user (every attempt counts).`,
    ]
      .filter(Boolean)
      .join('\n\n'),
    tags: [tagOf(path)],
    'x-access': op.access,
    ...(op.scope ? { 'x-scope': op.scope } : {}),
    ...(budget ? { 'x-budget-per-hour': budget.limit } : {}),
    ...(op.access === 'public' ? { security: [] } : {}),
    ...(parameters.length ? { parameters } : {}),
    ...(op.body
      ? {
          requestBody: {
            required: true,
            content: { 'application/json': { schema: jsonSchema(op.body, 'input', components) } },
          },
        }
      : {}),
    responses,
  };
}

/** The OpenAPI 3.1 document of every route in the registry (served at /api/openapi.json). */
export function buildOpenApiDocument(groups: readonly RouteGroup[]) {
  const operations = Object.fromEntries(declaredRoutes(groups));
  const components: Components = { Error: errorSchema };
  const paths: Record<string, Record<string, unknown>> = {};
  for (const key of Object.keys(operations).sort()) {
    const [method, path] = key.split(' ');
    const oaPath = toOpenApiPath(path);
    paths[oaPath] ??= {};
    paths[oaPath][method.toLowerCase()] = operationObject(key, operations[key], components);
  }
  const tags = [...new Set(Object.keys(operations).map((k) => tagOf(k.split(' ')[1])))]
    .sort()
    .map((name) => ({ name }));
  return {
    openapi: '3.1.0',
    info: {
      title: 'FeederHub API',
      version: '1',
      description:
        'JSON over /api with cookie sessions. Request schemas are the shared zod schemas the server parses with; ' +
        'response schemas follow the database tables (drizzle-zod) as the DTOs shape them. Errors answer ' +
        "`{ message, code, issues?, requestId }`. Calls that change data must come from the app's own origin.",
    },
    jsonSchemaDialect: 'https://json-schema.org/draft/2020-12/schema',
    tags,
    paths,
    components: {
      schemas: Object.fromEntries(Object.entries(components).sort(([a], [b]) => a.localeCompare(b))),
      securitySchemes: {
        session: {
          type: 'apiKey',
          in: 'cookie',
          name: 'connect.sid',
          description: 'Set by POST /api/auth/login',
        },
      },
    },
    security: [{ session: [] }],
  };
}

export type OpenApiDocument = ReturnType<typeof buildOpenApiDocument>;
