import express from 'express';
import { describe, expect, it } from 'vitest';
import { setupTestApp } from '../test/harness';
import { listApiRoutes, listRoutes, toOpenApiPath } from './route-table';

describe('route table', () => {
  const t = setupTestApp();

  it('lists routes of nested routers with their full mount paths', () => {
    const outer = express.Router();
    const inner = express.Router();
    const deeper = express.Router();
    deeper.patch('/:id/capacity', () => {});
    inner.get('/', () => {});
    inner.delete('/:id', () => {});
    inner.use('/deeper', deeper);
    inner.use((_req, _res, next) => next()); // plain middleware is no route
    outer.use('/things', inner);
    outer.post('/x', () => {});
    const app = express();
    app.use('/api', outer);
    app.get('/{*splat}', () => {});
    expect(listRoutes(app)).toEqual([
      { method: 'GET', path: '/{*splat}' },
      { method: 'GET', path: '/api/things' },
      { method: 'DELETE', path: '/api/things/:id' },
      { method: 'PATCH', path: '/api/things/deeper/:id/capacity' },
      { method: 'POST', path: '/api/x' },
    ]);
    expect(listApiRoutes(app)).toHaveLength(4);
  });

  it('lists known routes of the real app, nested and prefix-less mounts included', async () => {
    const { app } = await t;
    const routes = listApiRoutes(app);
    for (const known of [
      { method: 'GET', path: '/api/ship-offerings' },
      { method: 'GET', path: '/api/ship-offerings/:id' },
      { method: 'PATCH', path: '/api/ship-offerings/:id/capacity' },
      { method: 'POST', path: '/api/auth/login' },
      { method: 'GET', path: '/api/admin/users' },
      { method: 'POST', path: '/api/smartfeeder/quote' },
      { method: 'GET', path: '/api/health' },
    ]) {
      expect(routes).toContainEqual(known);
    }
    expect(routes.some((r) => r.path.startsWith('/api/admin/contact-messages'))).toBe(true);
    expect(routes.every((r) => r.path.startsWith('/api/'))).toBe(true);
    expect(routes.length).toBeGreaterThan(60);
  });

  it('every listed path is served by a handler, not by the API fallback', async () => {
    const { app, createUser, agentFor } = await t;
    // A super admin passes every guard, so an unknown path would reach the fallback's 404 "Not found".
    const agent = await agentFor(await createUser({ role: 'super_admin' }));
    const fallback = await agent.get('/api/no-such-route');
    expect(fallback.status).toBe(404);
    expect(fallback.body.message).toBe('Not found');
    const unserved: string[] = [];
    for (const { method, path } of listApiRoutes(app)) {
      if (path === '/api/logout' || path.endsWith('/logout')) continue; // would end the admin's session
      if (path === '/api/events') continue; // an event stream answers as long as it is open (live-events.test.ts)
      const url = path.replace(/:(\w+)/g, '00000000-0000-4000-8000-000000000000');
      const res = await agent[method.toLowerCase() as 'get'](url).set('Content-Type', 'application/json');
      if (res.status === 404 && res.body.message === 'Not found') unserved.push(`${method} ${path}`);
    }
    expect(unserved).toEqual([]);
  });

  it('converts Express parameters to OpenAPI templates', () => {
    expect(toOpenApiPath('/api/ship-offerings/:id/capacity')).toBe('/api/ship-offerings/{id}/capacity');
  });
});
