import { describe, expect, it } from 'vitest';
import { listApiRoutes } from '../../lib/route-table';
import { setupTestApp, uniqueIp } from '../../test/harness';
import { createAnswerCheck } from './answer-check';
import { buildOpenApiDocument } from './document';
import { apiGroups } from '../../api-routes';
import { type Access, declaredRoutes } from '../../lib/route-declaration';

const operations = Object.fromEntries(declaredRoutes(apiGroups));

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

/** The structure OpenAPI 3.1 requires (no validator package is installed): answers every violation found. */
function structuralProblems(doc: Record<string, unknown>): string[] {
  const problems: string[] = [];
  const d = doc as {
    openapi: unknown;
    info?: { title?: unknown; version?: unknown };
    paths?: Record<string, Record<string, Record<string, unknown>>>;
    components?: { schemas?: Record<string, unknown>; securitySchemes?: Record<string, unknown> };
    tags?: Array<{ name: string }>;
    security?: Array<Record<string, unknown>>;
  };
  if (typeof d.openapi !== 'string' || !/^3\.1\.\d+$/.test(d.openapi)) problems.push('openapi is not 3.1.x');
  if (typeof d.info?.title !== 'string' || typeof d.info?.version !== 'string')
    problems.push('info.title and info.version are required strings');
  if (!d.paths || typeof d.paths !== 'object') return [...problems, 'paths missing'];
  const schemas = d.components?.schemas ?? {};
  const tags = new Set((d.tags ?? []).map((t) => t.name));
  const operationIds = new Set<string>();
  const refs: string[] = [];
  const collectRefs = (value: unknown) => {
    if (Array.isArray(value)) value.forEach(collectRefs);
    else if (value && typeof value === 'object')
      for (const [k, v] of Object.entries(value)) {
        if (k === '$ref') refs.push(String(v));
        else collectRefs(v);
      }
  };
  for (const [path, item] of Object.entries(d.paths)) {
    if (!path.startsWith('/')) problems.push(`${path}: a path starts with /`);
    if (/:\w/.test(path)) problems.push(`${path}: Express parameter syntax in an OpenAPI path`);
    const templated = [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
    for (const [method, op] of Object.entries(item)) {
      const at = `${method.toUpperCase()} ${path}`;
      if (!METHODS.includes(method)) problems.push(`${at}: not an HTTP method`);
      const id = op.operationId as string;
      if (operationIds.has(id)) problems.push(`${at}: duplicate operationId ${id}`);
      operationIds.add(id);
      for (const t of (op.tags as string[]) ?? [])
        if (!tags.has(t)) problems.push(`${at}: undeclared tag ${t}`);
      const params = (op.parameters ?? []) as Array<Record<string, unknown>>;
      for (const p of params) {
        if (typeof p.name !== 'string' || !['query', 'header', 'path', 'cookie'].includes(p.in as string))
          problems.push(`${at}: a parameter needs a name and a valid "in"`);
        if (p.in === 'path' && p.required !== true)
          problems.push(`${at}: path parameter ${p.name} not required`);
        if (!('schema' in p) && !('content' in p)) problems.push(`${at}: parameter ${p.name} without schema`);
      }
      const pathParams = params.filter((p) => p.in === 'path').map((p) => p.name as string);
      if (JSON.stringify(pathParams.sort()) !== JSON.stringify(templated))
        problems.push(`${at}: path parameters ${pathParams} do not match the template`);
      const responses = op.responses as Record<string, Record<string, unknown>> | undefined;
      if (!responses || Object.keys(responses).length === 0) problems.push(`${at}: no responses`);
      for (const [status, r] of Object.entries(responses ?? {})) {
        if (!/^([1-5](\d\d|XX)|default)$/.test(status)) problems.push(`${at}: bad status key ${status}`);
        if (typeof r.description !== 'string') problems.push(`${at} ${status}: description is required`);
      }
      const body = op.requestBody as { content?: Record<string, unknown> } | undefined;
      if (body && (!body.content || Object.keys(body.content).length === 0))
        problems.push(`${at}: requestBody without content`);
      for (const s of (op.security ?? []) as Array<Record<string, unknown>>)
        for (const name of Object.keys(s))
          if (!d.components?.securitySchemes?.[name]) problems.push(`${at}: unknown security scheme ${name}`);
      collectRefs(op);
    }
  }
  collectRefs(schemas);
  for (const ref of new Set(refs)) {
    const name = ref.replace('#/components/schemas/', '');
    if (!ref.startsWith('#/components/schemas/') || !(name in schemas))
      problems.push(`unresolved $ref ${ref}`);
  }
  return problems;
}

describe('OpenAPI document', { timeout: 60_000 }, () => {
  const t = setupTestApp();

  it('has an entry for every route of the router, and no entry without a route', async () => {
    const { app } = await t;
    const routes = listApiRoutes(app).map((r) => `${r.method} ${r.path}`);
    const documented = Object.keys(operations);
    expect(routes.filter((r) => !documented.includes(r))).toEqual([]);
    expect(documented.filter((d) => !routes.includes(d))).toEqual([]);
  });

  it('is a structurally valid OpenAPI 3.1 document, and the served one is the same', async () => {
    const doc = buildOpenApiDocument(apiGroups);
    expect(structuralProblems(doc)).toEqual([]);
    // The check itself finds what it looks for.
    expect(structuralProblems({ ...doc, openapi: '3.0.3' })).toContain('openapi is not 3.1.x');
    const broken = structuredClone(doc) as {
      paths: Record<string, Record<string, { parameters?: unknown[] }>>;
    };
    broken.paths['/api/vessels/{id}'].get.parameters = [];
    expect(structuralProblems(broken).join('\n')).toMatch(/path parameters .* do not match/);

    const { request } = await t;
    const res = await request().get('/api/openapi.json').expect(200);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.body).toEqual(JSON.parse(JSON.stringify(doc)));
    expect(Object.keys(res.body.paths)).toContain('/api/ship-offerings/{id}/capacity');
    expect(
      res.body.paths['/api/auth/login'].post.requestBody.content['application/json'].schema,
    ).toMatchObject({
      type: 'object',
      required: expect.arrayContaining(['email', 'password']),
    });
  });

  it('documents answers from the Drizzle tables without secrets', () => {
    const doc = buildOpenApiDocument(apiGroups);
    const user = doc.components.schemas.User as { properties: Record<string, unknown> };
    expect(Object.keys(user.properties)).toContain('approvalStatus');
    expect(JSON.stringify(doc.components.schemas)).not.toMatch(/passwordHash|password_hash|tokenHash/);
  });

  it('serves a readable reference without scripts, styled from our own origin', async () => {
    const { request } = await t;
    const page = await request().get('/api/docs').expect(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.text).toContain('FeederHub API reference');
    expect(page.text).toContain('/api/ship-offerings/{id}/capacity');
    expect(page.text).toContain('id="schema-User"');
    expect(page.text).not.toMatch(/<script|<style|\sstyle=|\son\w+=/i);
    expect(page.text).toContain('<link rel="stylesheet" href="/api/docs.css">');
    expect(page.headers['content-security-policy']).toContain("style-src 'self'");
    const css = await request().get('/api/docs.css').expect(200);
    expect(css.headers['content-type']).toMatch(/text\/css/);
  });

  it('the answer check of the integration tests rejects what the document does not describe', async () => {
    const { app } = await t;
    const check = createAnswerCheck(listApiRoutes(app), apiGroups);
    expect(check('GET', '/api/health', 200, { status: 'ok' })).toBeUndefined();
    expect(check('GET', '/api/health', 200, { status: 'ok', extra: 1 })).toMatch(/does not match/);
    expect(check('GET', '/api/vessels/stats', 200, { totalVessels: '3', activeCharters: 0 })).toMatch(
      /totalVessels/,
    );
    expect(check('POST', '/api/vessels', 200, {})).toMatch(/answered 200, documented 201/);
    expect(check('GET', '/api/health', 500, {})).toBeUndefined();
  });
});

describe('documented access', () => {
  const t = setupTestApp();
  const ID = '00000000-0000-4000-8000-000000000000';

  it("matches the route's guard for anonymous, pending, approved and admin callers", async () => {
    const { agent, agentFor, createUser } = await t;
    const callers = {
      anon: agent(),
      pending: await agentFor(await createUser({ approvalStatus: 'pending' })),
      approved: await agentFor(await createUser()),
      admin: await agentFor(await createUser({ role: 'admin' })),
    };
    // Who must be refused (401 signed out, 403 signed in) for each documented access.
    const refused: Record<Access, Array<keyof typeof callers>> = {
      public: [],
      signedIn: ['anon'],
      approved: ['anon', 'pending'],
      admin: ['anon', 'pending', 'approved'],
      superAdmin: ['anon', 'pending', 'approved', 'admin'],
    };
    const wrong: string[] = [];
    for (const [key, op] of Object.entries(operations)) {
      const [method, path] = key.split(' ');
      if (path.endsWith('/logout')) continue; // would end the caller's session
      const url = path.replace(/:\w+/g, ID);
      // The four callers of one route at once (the routes one after another: some change what others read).
      await Promise.all(
        (Object.entries(callers) as Array<[keyof typeof callers, typeof callers.anon]>).map(
          async ([name, caller]) => {
            const req = caller[method.toLowerCase() as 'get'](url)
              .set('X-Forwarded-For', uniqueIp())
              .set('Content-Type', 'application/json');
            // An event stream never ends by itself: its status is enough, then the connection is dropped.
            const res = await (op.produces === 'text/event-stream'
              ? req.buffer(true).parse((stream, done) => {
                  (stream as unknown as { destroy: () => void }).destroy();
                  done(null, {});
                })
              : req);
            const isRefused = res.status === 401 || (res.status === 403 && name !== 'anon');
            if (isRefused !== refused[op.access].includes(name))
              wrong.push(`${key} as ${name}: ${res.status} (documented access: ${op.access})`);
          },
        ),
      );
    }
    expect(wrong).toEqual([]);
  }, 120_000);
});
