import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { contactMessages, users, vessels } from '../db/schema';
import { setupTestApp, type TestApp, uniqueEmail, uniqueIp, PASSWORD } from '../test/harness';
import { expectError } from '../test/http';
import { validImo } from '../test/marketplace-factories';

let t: TestApp;
beforeAll(async () => {
  t = await setupTestApp();
});

const NUL = '\u0000';
const expectNulRefused = (res: import('supertest').Response, field: string) => {
  expectError(res, 400, 'VALIDATION_ERROR');
  expect(res.body.issues).toEqual([expect.objectContaining({ field, key: 'validation.noControlChars' })]);
};

// PostgreSQL text cannot hold U+0000: the driver failed and the API answered 500 (issue 12 §1).
describe('a NUL character in a text field', () => {
  it('is a 400 naming the field at registration, and no account is made', async () => {
    const email = uniqueEmail('nul');
    const res = await t
      .request()
      .post('/api/auth/register')
      .set('X-Forwarded-For', uniqueIp())
      .send({
        email,
        password: PASSWORD,
        firstName: `Ada${NUL}`,
        lastName: 'Lovelace',
        userType: 'shipowner',
      });
    expectNulRefused(res, 'firstName');
    expect(await t.db.select().from(users).where(eq(users.email, email))).toEqual([]);
  });

  it('is a 400 naming the field on the contact form, and nothing is stored', async () => {
    const email = uniqueEmail('nul-contact');
    const res = await t
      .request()
      .post('/api/contact')
      .set('X-Forwarded-For', uniqueIp())
      .send({ name: 'Grace', email, subject: 'Hi', message: `bad${NUL}text` });
    expectNulRefused(res, 'message');
    expect(await t.db.select().from(contactMessages).where(eq(contactMessages.email, email))).toEqual([]);
  });

  it('is a 400 naming the field for a vessel and a profile update, and nothing changes', async () => {
    const owner = await t.createUser({ role: 'shipowner' });
    const a = await t.agentFor(owner);
    const res = await a
      .post('/api/vessels')
      .send({ name: `Alster${NUL}Bay`, imoNumber: validImo('931482'), teuCapacity: 500 });
    expectNulRefused(res, 'name');
    expect(await t.db.select().from(vessels).where(eq(vessels.ownerId, owner.id))).toEqual([]);

    const profile = await a.patch('/api/auth/user').send({ firstName: `X${NUL}` });
    expectNulRefused(profile, 'firstName');
    const [row] = await t.db.select().from(users).where(eq(users.id, owner.id));
    expect(row.firstName).toBe('Test');
  });

  it('is a 400 naming the parameter in a query string search', async () => {
    const admin = await t.createUser({ role: 'admin' });
    const a = await t.agentFor(admin);
    const res = await a.get('/api/admin/users?search=ab%00cd');
    expectNulRefused(res, 'search');
  });
});

// Seen answering 500 (issue 12 §1): the router's decodeURIComponent and a corrupt compressed body.
describe('malformed requests', () => {
  it('answers 400 for a malformed percent-escape in a path', async () => {
    for (const url of ['/%ZZ', '/api/%ZZ', '/api/ship-offerings/%ZZ', '/api/vessels/%E0%A4%A']) {
      const res = await t.request().get(url);
      expectError(res, 400, 'BAD_REQUEST');
    }
  });

  it('answers 400 for a body whose Content-Encoding does not match its bytes', async () => {
    for (const encoding of ['gzip', 'deflate', 'br']) {
      const res = await t
        .request()
        .post('/api/contact')
        .set('Content-Type', 'application/json')
        .set('Content-Encoding', encoding)
        .send(Buffer.from('this is not compressed at all'));
      expectError(res, 400, 'BAD_REQUEST');
    }
  });

  it('answers 415 for an encoding it does not know', async () => {
    const res = await t
      .request()
      .post('/api/contact')
      .set('Content-Type', 'application/json')
      .set('Content-Encoding', 'zstd-x')
      .send(Buffer.from('{}'));
    expect(res.status).toBe(415);
    expect(res.body).toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE' });
  });
});
