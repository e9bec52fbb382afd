import { createInterface } from 'node:readline';
import { Writable } from 'node:stream';
import { parseArgs } from 'node:util';
import { AppError } from '../lib/errors';
import { createOrPromoteAdmin } from '../modules/users/create-admin';
import { openFromEnv } from './open-from-env';

const usage =
  'Usage: npm run admin:create -- --email EMAIL [--role admin|super_admin] [--first-name F --last-name L]\n' +
  'The password comes from ADMIN_PASSWORD, or is asked for when run in a terminal.';

async function promptPassword(): Promise<string> {
  if (!process.stdin.isTTY) throw new Error('No ADMIN_PASSWORD set and no terminal to ask for one.');
  let muted = false;
  const output = new Writable({
    write(chunk, _enc, cb) {
      if (!muted) process.stdout.write(chunk);
      cb();
    },
  });
  const rl = createInterface({ input: process.stdin, output, terminal: true });
  const ask = (q: string) =>
    new Promise<string>((resolve) => {
      process.stdout.write(q);
      muted = true;
      rl.question('', (a) => {
        muted = false;
        process.stdout.write('\n');
        resolve(a);
      });
    });
  const first = await ask('Password (8+ characters): ');
  const second = await ask('Repeat password: ');
  rl.close();
  if (first !== second) throw new Error("Passwords don't match");
  return first;
}

async function main() {
  const { values } = parseArgs({
    options: {
      email: { type: 'string' },
      role: { type: 'string', default: 'admin' },
      'first-name': { type: 'string' },
      'last-name': { type: 'string' },
      help: { type: 'boolean' },
    },
  });
  if (values.help || !values.email) {
    console.log(usage);
    process.exit(values.help ? 0 : 2);
  }
  if (values.role !== 'admin' && values.role !== 'super_admin')
    throw new Error('--role must be admin or super_admin');
  const password = process.env.ADMIN_PASSWORD || (await promptPassword());
  const { database } = await openFromEnv();
  try {
    const { user, created } = await createOrPromoteAdmin(database.db, {
      email: values.email,
      password,
      role: values.role,
      firstName: values['first-name'],
      lastName: values['last-name'],
    });
    console.log(`${created ? 'Created' : 'Updated'} ${user.role} ${user.email} (approved, email verified).`);
  } finally {
    await database.close();
  }
}

main().catch((err) => {
  const detail =
    err instanceof AppError && err.extra.issues
      ? err.extra.issues.map((i) => `${i.field}: ${i.message}`).join('; ')
      : err.message;
  console.error(`admin:create failed: ${detail}`);
  process.exit(1);
});
