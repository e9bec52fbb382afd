import { MATCH_PROPOSAL_LIMIT } from '@shared/domain/matching/score';
import { z } from 'zod';

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'must be true or false' })
  .transform((s) => s === 'true' || s === '1' || s === 'yes');

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number({ error: 'must be a port number' }).int().min(0).max(65535).default(5000),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, { error: 'must be a postgres:// or postgresql:// URL' })
    .optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  SESSION_SECRET: z.string().min(32, { error: 'must be at least 32 characters' }).optional(),
  SESSION_COOKIE_NAME: z
    .string()
    .regex(/^[A-Za-z0-9._-]+$/, { error: 'must be a cookie name (letters, digits, . _ -)' })
    .default('connect.sid'),
  // Hop count of trusted proxies in front of the server (0 = none). 'true' is refused: it trusts any X-Forwarded-For.
  TRUST_PROXY: z.coerce.number({ error: 'must be a number of proxy hops' }).int().min(0).max(10).default(0),
  APP_ORIGIN: z.url({ error: 'must be a URL such as https://feederhub.example' }).optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, { error: 'must be an smtp:// or smtps:// URL' })
    .optional(),
  MAIL_FROM: z.string().min(3).default('FeederHub <no-reply@feederhub.local>'),
  // Signs the unsubscribe links of business mails; SESSION_SECRET when unset (rotating that then voids old links).
  MAIL_LINK_SECRET: z.string().min(32, { error: 'must be at least 32 characters' }).optional(),
  // How often each instance's mail worker looks for due mails (docs/RELIABILITY.md, "Mail queue").
  MAIL_POLL_MS: z.coerce.number({ error: 'must be milliseconds' }).int().min(100).max(60_000).default(2000),
  SEED_DEMO: bool.default(true),
  // Graceful stop (server/lib/graceful-shutdown.ts): keep accepting this long after SIGTERM for balancers that
  // poll readiness, and give up (exit 1) after the timeout, under the 10 s most orchestrators wait before SIGKILL.
  SHUTDOWN_DELAY_MS: z.coerce.number({ error: 'must be milliseconds' }).int().min(0).max(60_000).default(0),
  SHUTDOWN_TIMEOUT_MS: z.coerce
    .number({ error: 'must be milliseconds' })
    .int()
    .min(1000)
    .max(120_000)
    .default(9000),
  // The best N proposals kept per request and per availability (docs/adr/004-cargo-matching.md).
  MATCH_PROPOSAL_LIMIT: z.coerce
    .number({ error: 'must be a number of proposals' })
    .int()
    .min(1)
    .max(500)
    .default(MATCH_PROPOSAL_LIMIT),
  LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error', 'silent']).default('info'),
  // The imprint (issue 27, server/modules/legal): unset fields show marked demo values.
  ...(Object.fromEntries(
    [
      'IMPRESSUM_NAME',
      'IMPRESSUM_STREET',
      'IMPRESSUM_CITY',
      'IMPRESSUM_COUNTRY',
      'IMPRESSUM_REPRESENTATIVE',
      'IMPRESSUM_REGISTER_COURT',
      'IMPRESSUM_REGISTER_NUMBER',
      'IMPRESSUM_VAT_ID',
      'IMPRESSUM_EMAIL',
      'IMPRESSUM_PHONE',
      'IMPRESSUM_RESPONSIBLE',
    ].map((name) => [name, z.string().max(300).optional()]),
  ) as Record<ImpressumEnv, z.ZodOptional<z.ZodString>>),
});
type ImpressumEnv =
  | 'IMPRESSUM_NAME'
  | 'IMPRESSUM_STREET'
  | 'IMPRESSUM_CITY'
  | 'IMPRESSUM_COUNTRY'
  | 'IMPRESSUM_REPRESENTATIVE'
  | 'IMPRESSUM_REGISTER_COURT'
  | 'IMPRESSUM_REGISTER_NUMBER'
  | 'IMPRESSUM_VAT_ID'
  | 'IMPRESSUM_EMAIL'
  | 'IMPRESSUM_PHONE'
  | 'IMPRESSUM_RESPONSIBLE';

export type Config = Omit<z.infer<typeof envSchema>, 'APP_ORIGIN'> & { APP_ORIGIN: string };

export class ConfigError extends Error {}

/** Parses the environment; a bad value stops the start with a message naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const c = parsed.data;
  if (c.NODE_ENV === 'production' && !c.SESSION_SECRET) {
    throw new ConfigError('Invalid configuration:\n  SESSION_SECRET: required when NODE_ENV=production');
  }
  return { ...c, APP_ORIGIN: (c.APP_ORIGIN ?? `http://localhost:${c.PORT}`).replace(/\/$/, '') };
}
