import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

const errorOf = (env: NodeJS.ProcessEnv) => {
  try {
    loadConfig(env);
  } catch (err) {
    expect(err).toBeInstanceOf(ConfigError);
    return (err as Error).message;
  }
  throw new Error('expected a ConfigError');
};

describe('loadConfig', () => {
  it('has working defaults', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({
      NODE_ENV: 'development',
      PORT: 5000,
      SESSION_COOKIE_NAME: 'connect.sid',
      DATA_DIR: './data',
      TRUST_PROXY: 0,
      SEED_DEMO: true,
      LOG_LEVEL: 'info',
      APP_ORIGIN: 'http://localhost:5000',
    });
    expect(c.DATABASE_URL).toBeUndefined();
    expect(c.SMTP_URL).toBeUndefined();
  });

  it('reads and converts the values it is given, treating empty ones as unset', () => {
    const c = loadConfig({
      PORT: '8080',
      TRUST_PROXY: '2',
      SEED_DEMO: 'false',
      DATABASE_URL: 'postgresql://u:p@db:5432/feederhub',
      APP_ORIGIN: 'https://feederhub.example/',
      SESSION_COOKIE_NAME: 'fh.sid',
      SMTP_URL: '',
    });
    expect(c).toMatchObject({
      PORT: 8080,
      TRUST_PROXY: 2,
      SEED_DEMO: false,
      APP_ORIGIN: 'https://feederhub.example',
      SESSION_COOKIE_NAME: 'fh.sid',
    });
    expect(c.SMTP_URL).toBeUndefined();
    expect(loadConfig({ PORT: '3000' }).APP_ORIGIN).toBe('http://localhost:3000');
    expect(loadConfig({ SEED_DEMO: 'no' }).SEED_DEMO).toBe(false);
    expect(loadConfig({ SEED_DEMO: '1' }).SEED_DEMO).toBe(true);
  });

  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['PORT', '80.5'],
    ['DATABASE_URL', 'mysql://localhost/feederhub'],
    ['DATABASE_URL', 'localhost:5432'],
    ['TRUST_PROXY', 'true'],
    ['TRUST_PROXY', '-1'],
    ['SEED_DEMO', 'maybe'],
    ['SESSION_SECRET', 'too-short'],
    ['SESSION_COOKIE_NAME', 'bad name;'],
    ['APP_ORIGIN', 'feederhub'],
    ['SMTP_URL', 'http://mail'],
    ['NODE_ENV', 'staging'],
    ['LOG_LEVEL', 'verbose'],
  ])('a bad %s (%s) stops the start naming the variable', (name, value) => {
    const message = errorOf({ [name]: value });
    expect(message).toMatch(/^Invalid configuration:/);
    expect(message).toContain(`${name}:`);
  });

  it('lists every bad variable at once', () => {
    const message = errorOf({ PORT: 'x', TRUST_PROXY: 'yes' });
    expect(message).toContain('PORT:');
    expect(message).toContain('TRUST_PROXY:');
  });

  it('requires SESSION_SECRET in production', () => {
    expect(errorOf({ NODE_ENV: 'production' })).toContain(
      'SESSION_SECRET: required when NODE_ENV=production',
    );
    const secret = 's'.repeat(32);
    expect(loadConfig({ NODE_ENV: 'production', SESSION_SECRET: secret }).SESSION_SECRET).toBe(secret);
    expect(loadConfig({ NODE_ENV: 'development' }).SESSION_SECRET).toBeUndefined();
  });
});
