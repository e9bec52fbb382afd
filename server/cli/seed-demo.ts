import crypto from 'node:crypto';
import type { Db } from '../db/client';
import type { Logger } from '../lib/logger';
import { createOrPromoteAdmin } from '../modules/users/create-admin';
import { seedDemoMarketplace } from './seed-marketplace';
import { seedDemoShipyards } from './seed-shipyards';

export const DEMO_ADMIN_EMAIL = 'admin@feederhub.local';

/**
 * PRODUCT.md 32: only on the first start of a new embedded database. The super admin gets a random password,
 * printed once on this console and nowhere else.
 */
export async function seedDemoStart(db: Db, logger: Logger) {
  const password = crypto.randomBytes(12).toString('base64url');
  await createOrPromoteAdmin(db, {
    email: DEMO_ADMIN_EMAIL,
    password,
    role: 'super_admin',
    firstName: 'Demo',
    lastName: 'Administrator',
  });
  logger.info('demo start: created the demo super admin');
  const marketplace = await seedDemoMarketplace(db);
  logger.info('demo start: seeded the demo marketplace', marketplace);
  logger.info('demo start: seeded the demo retrofit shipyards', await seedDemoShipyards(db));
  process.stdout.write(
    [
      '',
      '================================================================',
      ' FeederHub demo start: a super admin was created for you.',
      `   email:    ${DEMO_ADMIN_EMAIL}`,
      `   password: ${password}`,
      ' This password is shown only this once. Sign in at /super-admin',
      ' and keep it, or create another admin with npm run admin:create.',
      '================================================================',
      '',
    ].join('\n'),
  );
}
