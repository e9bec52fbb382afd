import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { PASSWORD, setupTestApp, uniqueEmail, uniqueIp } from '../../test/harness';
import { tokenFrom } from '../../test/smtp';

const t = await setupTestApp();
// A "name" that reads as a message: what a spammer registers with someone else's address.
const BAIT = 'Your parcel is held, pay at evil.example';

const register = (email: string) =>
  t
    .request()
    .post('/api/auth/register')
    .set('X-Forwarded-For', uniqueIp())
    .send({ email, password: PASSWORD, firstName: BAIT, lastName: 'x', userType: 'shipowner' })
    .expect(201);

describe('mail to an unverified address carries no user-chosen text (issue 12)', () => {
  it('the verification, duplicate and reset mails greet without the typed name', async () => {
    const email = uniqueEmail('victim');
    await register(email);
    const verify = await t.smtp.lastTo(email);
    await register(email); // a second registration: the duplicate-account mail
    await t.request().post('/api/auth/forgot-password').set('X-Forwarded-For', uniqueIp()).send({ email });
    await t.drainTasks();
    const mails = t.smtp.inbox.filter((m) => m.to.includes(email));
    expect(mails.map((m) => m.subject)).toEqual([
      'Confirm your email address for FeederHub',
      'Someone tried to register with your email at FeederHub',
      'Reset your FeederHub password',
    ]);
    for (const m of mails) {
      expect(m.text).toMatch(/^Hello,/);
      expect(m.text).not.toContain('evil.example');
      expect(m.subject).not.toContain('evil.example');
    }
    expect(tokenFrom(verify)).toBeTruthy();
  });

  it('in German and Chinese too', async () => {
    for (const [lang, hello] of [
      ['de', 'Guten Tag,'],
      ['zh', '您好：'],
    ]) {
      const email = uniqueEmail(`victim-${lang}`);
      await t
        .request()
        .post('/api/auth/register')
        .set('X-Forwarded-For', uniqueIp())
        .set('Accept-Language', lang)
        .send({ email, password: PASSWORD, firstName: BAIT, lastName: 'x', userType: 'shipowner' })
        .expect(201);
      const mail = await t.smtp.lastTo(email);
      expect(mail.text.slice(0, 12)).toContain(hello);
      expect(mail.text).not.toContain('evil.example');
    }
  });

  it('once the address is verified, the mails use the name again', async () => {
    const email = uniqueEmail('owner');
    await register(email);
    await t.db.update(users).set({ firstName: 'Grace' }).where(eq(users.email, email));
    await t
      .request()
      .post('/api/auth/verify-email')
      .send({ token: tokenFrom(await t.smtp.lastTo(email)) })
      .expect(200);
    await t.request().post('/api/auth/forgot-password').set('X-Forwarded-For', uniqueIp()).send({ email });
    await t.drainTasks();
    expect((await t.smtp.lastTo(email)).text).toMatch(/^Hello Grace,/);
  });
});
