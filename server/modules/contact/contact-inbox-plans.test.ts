import { type ContactMessageListQuery, contactMessageListQuerySchema } from '@shared/schemas/contact';
import { beforeAll, describe, it } from 'vitest';
import { setupTestApp, type TestApp } from '../../test/harness';
import { analyze, CREATED, seedPerUser, seedUsers } from '../../test/plan-seeds';
import { expectIndexed } from '../../test/plans';
import { contactMessagePageQueries } from './contact-inbox.repository';

// Query plans only mean something on PostgreSQL with realistic statistics; PGlite is skipped.
let t: TestApp;

describe.skipIf(!process.env.TEST_DATABASE_URL)(
  'the contact inbox on PostgreSQL: an index for every filter',
  () => {
    beforeAll(async () => {
      t = await setupTestApp();
      // 20,000 messages (a tenth still open), handled by 20 administrators, with a reply on every other one.
      const admins = await seedUsers(t.database, 20);
      await seedPerUser(t.database, 'contact_messages', admins, 1000, {
        name: `'Sender ' || g`,
        email: `'sender' || g || '@example.com'`,
        subject: `'Question ' || (g % 97)`,
        message: `'About voyage ' || g`,
        handled_at: `case when g % 10 <> 0 then now() end`,
        handled_by: `case when g % 10 <> 0 then o.id end`,
        created_at: CREATED,
      });
      await t.database.pgPool!.query(
        `insert into contact_replies (message_id, message) select id, 'Thanks' from contact_messages where handled_at is not null and random() < 0.5`,
      );
      await analyze(t.database, ['contact_messages', 'contact_replies']);
    }, 60_000);

    // The inbox is everyone's messages, counted across the platform: only the page is held to an index (countsMost).
    const cases: [string, ContactMessageListQuery][] = [
      ['all', {}],
      ['open', { status: 'unhandled' }],
      ['handled', { status: 'handled' }],
      ['search', { search: 'voyage 12' }],
      ['open, search', { status: 'unhandled', search: 'voyage 12' }],
      ['page 40', { page: 40 }],
    ];
    it.each(cases)('%s: the page reads contact_messages through an index', async (_name, raw) => {
      const { page } = contactMessagePageQueries(t.db, contactMessageListQuerySchema.parse(raw));
      await expectIndexed(t.database, page, 'contact_messages', { countsMost: true });
      await expectIndexed(t.database, page, 'contact_replies');
    });
  },
);
