import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { mailDigestItems, mailJobs, mailPreferences, shipyards, users } from '../../db/schema';
import { assessmentBody, insertShipyard } from '../../test/greenrefit-factories';
import { setupTestApp, type TestApp, type TestUser } from '../../test/harness';
import { bookingBody, insertOffering } from '../../test/marketplace-factories';
import { buildDueDigests } from './digest';
import { renderMail } from './render-mail';
import { signUnsubscribe } from './unsubscribe-token';

let t: TestApp;
const SECRET = 'test-secret-'.padEnd(40, 'x');
const ctx = { origin: 'http://feederhub.test', secret: SECRET };
beforeAll(async () => {
  t = await setupTestApp();
});

const jobsOf = (userId: string) => t.db.select().from(mailJobs).where(eq(mailJobs.userId, userId));
const digestOf = (userId: string) =>
  t.db.select().from(mailDigestItems).where(eq(mailDigestItems.userId, userId));
const setLanguage = (u: TestUser, lang: 'en' | 'de' | 'zh') =>
  t.db.update(users).set({ preferredLanguage: lang }).where(eq(users.id, u.id));

async function ownerAndShipper(ownerLang: 'en' | 'de' | 'zh' = 'en') {
  const owner = await t.createUser({ role: 'shipowner' });
  await setLanguage(owner, ownerLang);
  const shipper = await t.createUser({ role: 'cargo_owner' });
  const offering = await insertOffering(t.db, owner.id, { shipName: 'Elbe Trader', availableCapacity: 300 });
  return {
    owner,
    shipper,
    offering,
    shipperAgent: await t.agentFor(shipper),
    ownerAgent: await t.agentFor(owner),
  };
}

describe('business events queue their e-mail with the event', () => {
  it('a booking request queues one mail to the owner, in the owner’s language, with the facts and one link', async () => {
    const { owner, offering, shipperAgent } = await ownerAndShipper('de');
    await shipperAgent
      .post('/api/ship-booking-requests')
      .send(bookingBody(offering.id, { requestedTEU: 40 }))
      .expect(201);
    const jobs = await jobsOf(owner.id);
    expect(jobs).toHaveLength(1);
    expect(jobs[0]).toMatchObject({
      kind: 'booking_requests',
      language: 'de',
      toAddress: owner.email,
      status: 'queued',
    });
    const mail = renderMail(jobs[0], ctx);
    expect(mail.subject).toBe('Neue Buchungsanfrage');
    expect(mail.text).toContain('Hallo Test,');
    expect(mail.text).toContain('40 TEU');
    expect(mail.text).toContain('Elbe Trader');
    expect(mail.text).toContain('Shipper BV');
    expect(mail.text).toContain('http://feederhub.test/ship-management');
    expect(mail.headers?.['List-Unsubscribe']).toMatch(
      /^<http:\/\/feederhub\.test\/unsubscribe\?token=[\w.-]+>$/,
    );
    expect(mail.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(mail.messageId).toBe(`<${jobs[0].id}@feederhub.test>`);
  });

  it('the answer reaches the requester in Chinese; a second request in the same minute is mailed too', async () => {
    const { owner, shipper, offering, shipperAgent, ownerAgent } = await ownerAndShipper();
    await setLanguage(shipper, 'zh');
    const first = await shipperAgent
      .post('/api/ship-booking-requests')
      .send(bookingBody(offering.id))
      .expect(201);
    await shipperAgent.post('/api/ship-booking-requests').send(bookingBody(offering.id)).expect(201);
    // The bell folds the second into the first notice; the owner still gets a mail per request.
    expect(await jobsOf(owner.id)).toHaveLength(2);
    await ownerAgent.post(`/api/ship-booking-requests/${first.body.id}/accept`).expect(200);
    const [answer] = await jobsOf(shipper.id);
    expect(answer).toMatchObject({ kind: 'booking_answers', language: 'zh' });
    expect(renderMail(answer, ctx).subject).toBe('订舱申请已接受');
  });

  it('honours the preference: digest adds a line, off adds nothing, other kinds stay instant', async () => {
    const { owner, offering, shipperAgent } = await ownerAndShipper();
    const agent = await t.agentFor(owner);
    const prefs = (await agent.get('/api/mail/preferences').expect(200)).body;
    expect(prefs.timeZone).toBe('Europe/Berlin');
    expect(Object.values(prefs.modes)).toEqual(Array(6).fill('instant'));
    await agent
      .put('/api/mail/preferences')
      .send({ timeZone: 'Asia/Shanghai', modes: { ...prefs.modes, booking_requests: 'digest' } })
      .expect(200);
    await shipperAgent.post('/api/ship-booking-requests').send(bookingBody(offering.id)).expect(201);
    expect(await jobsOf(owner.id)).toHaveLength(0);
    expect(await digestOf(owner.id)).toHaveLength(1);
    await agent
      .put('/api/mail/preferences')
      .send({ timeZone: 'Asia/Shanghai', modes: { ...prefs.modes, booking_requests: 'off' } })
      .expect(200);
    // Turning a kind off also drops what waited for the digest.
    expect(await digestOf(owner.id)).toHaveLength(0);
    await shipperAgent.post('/api/ship-booking-requests').send(bookingBody(offering.id)).expect(201);
    expect(await jobsOf(owner.id)).toHaveLength(0);
    expect(await digestOf(owner.id)).toHaveLength(0);
  });

  it('refuses an unknown time zone, an unknown mode and an unknown kind', async () => {
    const user = await t.createUser();
    const agent = await t.agentFor(user);
    const { modes } = (await agent.get('/api/mail/preferences').expect(200)).body;
    await agent.put('/api/mail/preferences').send({ timeZone: 'Mars/Olympus', modes }).expect(400);
    await agent
      .put('/api/mail/preferences')
      .send({ timeZone: 'UTC', modes: { ...modes, matches: 'hourly' } })
      .expect(400);
    await agent
      .put('/api/mail/preferences')
      .send({ timeZone: 'UTC', modes: { ...modes, account: 'off' } })
      .expect(400);
    await t.request().get('/api/mail/preferences').expect(401);
  });

  it('an unverified or suspended recipient gets the notice in the app and no mail', async () => {
    const owner = await t.createUser({ role: 'shipowner', verified: false });
    const suspended = await t.createUser({ role: 'shipowner' });
    await t.db
      .update(users)
      .set({ suspendedAt: new Date(), suspensionReason: 'test' })
      .where(eq(users.id, suspended.id));
    const shipper = await t.createUser({ role: 'cargo_owner' });
    const agent = await t.agentFor(shipper);
    for (const o of [owner, suspended]) {
      const offering = await insertOffering(t.db, o.id);
      await agent.post('/api/ship-booking-requests').send(bookingBody(offering.id)).expect(201);
      expect(await jobsOf(o.id)).toHaveLength(0);
    }
  });

  it('a rolled-back event queues no mail', async () => {
    const { owner, offering, shipperAgent } = await ownerAndShipper();
    // More TEU than the voyage has free: refused inside the transaction.
    await shipperAgent
      .post('/api/ship-booking-requests')
      .send(bookingBody(offering.id, { requestedTEU: 9999 }));
    expect(await jobsOf(owner.id)).toHaveLength(0);
  });
});

describe('the daily digest', () => {
  it('groups a day’s lines in one mail at 08:00 local time, at most one a day, only when there is something', async () => {
    const user = await t.createUser();
    await t.db.update(users).set({ timeZone: 'America/New_York' }).where(eq(users.id, user.id));
    // Each line a second after the one before: the digest lists them in the order they came (two written in the
    // same instant would tie, and their order is then the ids').
    let at = Date.now() - 60_000;
    const line = (kind: string, title: string) => {
      at += 1000;
      return t.db.insert(mailDigestItems).values({
        userId: user.id,
        kind,
        title,
        message: `${title} message`,
        actionUrl: '/x',
        createdAt: new Date(at),
      });
    };
    await line('matches', 'Match one');
    await line('booking_answers', 'Answer one');
    await line('matches', 'Match two');
    // 07:30 in New York is 11:30 UTC in winter: not yet.
    await buildDueDigests(t.db, new Date('2027-01-15T12:30:00Z'));
    expect(await jobsOf(user.id)).toHaveLength(0);
    await buildDueDigests(t.db, new Date('2027-01-15T13:05:00Z'));
    const [digest] = await jobsOf(user.id);
    expect(digest).toMatchObject({ kind: 'digest', dedupeKey: `digest:${user.id}:2027-01-15` });
    expect(await digestOf(user.id)).toHaveLength(0);
    const mail = renderMail(digest, ctx);
    expect(mail.subject).toBe('FeederHub: 3 updates in your daily digest');
    // Grouped by kind: both match lines under one heading.
    expect(mail.text.indexOf('Match two')).toBeLessThan(
      mail.text.indexOf('== Answers to my booking requests =='),
    );
    expect(mail.text.match(/== Cargo matches ==/g)).toHaveLength(1);
    // A line after today's digest waits for tomorrow's.
    await line('matches', 'Late match');
    await buildDueDigests(t.db, new Date('2027-01-15T20:00:00Z'));
    expect(await jobsOf(user.id)).toHaveLength(1);
    await buildDueDigests(t.db, new Date('2027-01-16T13:01:00Z'));
    expect(await jobsOf(user.id)).toHaveLength(2);
    // Nothing waiting: no mail.
    await buildDueDigests(t.db, new Date('2027-01-17T13:01:00Z'));
    expect(await jobsOf(user.id)).toHaveLength(2);
  });
});

describe('unsubscribe (RFC 8058, no sign-in)', () => {
  it('the one-click POST stops only the kind of its mail; repeating it is harmless', async () => {
    const { owner, offering, shipperAgent } = await ownerAndShipper();
    await shipperAgent.post('/api/ship-booking-requests').send(bookingBody(offering.id)).expect(201);
    const [job] = await jobsOf(owner.id);
    const url = new URL(renderMail(job, ctx).headers!['List-Unsubscribe'].slice(1, -1));
    const token = url.searchParams.get('token')!;
    // The confirmation page reads what the link stops, and GET never unsubscribes.
    expect((await t.request().get(`/api/mail/unsubscribe?token=${token}`).expect(200)).body).toEqual({
      kind: 'booking_requests',
      done: false,
    });
    for (let i = 0; i < 2; i++)
      await t
        .request()
        .post(`${url.pathname}${url.search}`)
        .type('form')
        .send('List-Unsubscribe=One-Click')
        .expect(200);
    const prefs = await t.db.select().from(mailPreferences).where(eq(mailPreferences.userId, owner.id));
    expect(prefs).toEqual([expect.objectContaining({ kind: 'booking_requests', mode: 'off' })]);
    // The queued mail of that kind is not sent any more.
    expect((await jobsOf(owner.id))[0].status).toBe('cancelled');
    const agent = await t.agentFor(owner);
    const { modes } = (await agent.get('/api/mail/preferences')).body;
    expect(modes).toMatchObject({ booking_requests: 'off', booking_answers: 'instant', matches: 'instant' });
  });

  it('the confirmation page’s JSON call and the digest link; a changed or foreign token is refused', async () => {
    const user = await t.createUser();
    await t.db.insert(mailPreferences).values([
      { userId: user.id, kind: 'matches', mode: 'digest' },
      { userId: user.id, kind: 'quotes', mode: 'digest' },
    ]);
    const token = signUnsubscribe(SECRET, { scope: 'user', userId: user.id, kind: 'digest' });
    expect((await t.request().post('/api/mail/unsubscribe').send({ token }).expect(200)).body).toEqual({
      kind: 'digest',
      done: true,
    });
    const modes = await t.db.select().from(mailPreferences).where(eq(mailPreferences.userId, user.id));
    expect(modes.map((m) => m.mode)).toEqual(['off', 'off']);

    const forged = signUnsubscribe('another-secret-'.padEnd(40, 'y'), {
      scope: 'user',
      userId: user.id,
      kind: 'matches',
    });
    const changed = `${token.slice(0, -2)}AA`;
    for (const bad of [forged, changed, 'not-a-token-at-all']) {
      await t.request().post('/api/mail/unsubscribe').send({ token: bad }).expect(400);
      await t.request().get(`/api/mail/unsubscribe?token=${bad}`).expect(400);
      await t
        .request()
        .post(`/unsubscribe?token=${bad}`)
        .type('form')
        .send('List-Unsubscribe=One-Click')
        .expect(400);
    }
  });
});

describe('shipyards receive the quote requests sent to them', () => {
  it('at their contact address, with the summary and the requester’s contact, Reply-To the requester', async () => {
    const requester = await t.createUser({ role: 'shipowner' });
    const agent = await t.agentFor(requester);
    const assessment = (await agent.post('/api/greenrefit/assessments').send(assessmentBody()).expect(201))
      .body;
    const german = await insertShipyard(t.db, { port: 'DEBRV', contactEmail: 'refit@werft.example.com' });
    const dutch = await insertShipyard(t.db, { port: 'NLRTM', contactEmail: 'quotes@yard.example.com' });
    await t.db.update(shipyards).set({ quoteMailsStoppedAt: new Date() }).where(eq(shipyards.id, dutch.id));
    await agent
      .post('/api/greenrefit/quote-requests')
      .send({ assessmentId: assessment.id, shipyardIds: [german.id, dutch.id], message: 'Please quote.' })
      .expect(201);
    const yardJobs = await t.db
      .select()
      .from(mailJobs)
      .where(and(eq(mailJobs.userId, requester.id), eq(mailJobs.kind, 'shipyard_quotes')));
    // The Dutch yard used its unsubscribe link: administrators forward to it as before.
    expect(yardJobs).toHaveLength(1);
    expect(yardJobs[0]).toMatchObject({
      toAddress: 'refit@werft.example.com',
      replyTo: requester.email,
      language: 'de',
    });
    const mail = renderMail(yardJobs[0], ctx);
    expect(mail.replyTo).toBe(requester.email);
    expect(mail.subject).toContain('Angebotsanfrage');
    expect(mail.text).toContain('Please quote.');
    expect(mail.text).toContain(requester.email);
    expect(mail.text).toContain('EUR');
    // Its own unsubscribe link stops only that yard's quote mails.
    const token = new URL(mail.headers!['List-Unsubscribe'].slice(1, -1)).searchParams.get('token')!;
    expect((await t.request().post('/api/mail/unsubscribe').send({ token }).expect(200)).body.kind).toBe(
      'shipyard_quotes',
    );
    const [yard] = await t.db.select().from(shipyards).where(eq(shipyards.id, german.id));
    expect(yard.quoteMailsStoppedAt).not.toBeNull();
  });
});
