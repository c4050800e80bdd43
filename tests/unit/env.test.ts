import { DEV_CAPTCHA_SECRET, getEnv } from '@/lib/env';

describe('environment parsing', () => {
  it('applies the defaults', () => {
    const env = getEnv({ DATABASE_URL: 'postgres://u:p@127.0.0.1:5432/db' });
    expect(env.DATABASE_POOL_MAX).toBe(10);
    expect(env.DATABASE_STATEMENT_TIMEOUT_MS).toBe(8000);
    expect(env.NODE_ENV).toBe('development');
  });

  it('names every invalid variable', () => {
    expect(() => getEnv({ DATABASE_URL: 'mysql://x', DATABASE_POOL_MAX: 'many' })).toThrow(
      /DATABASE_URL[\s\S]*DATABASE_POOL_MAX|DATABASE_POOL_MAX[\s\S]*DATABASE_URL/,
    );
  });

  it('requires a database address', () => {
    expect(() => getEnv({})).toThrow(/DATABASE_URL/);
  });
});

it('refuses demo mode where APP_ENV is production: its accounts are public and /mailbox shows every mail', () => {
  const base = {
    DATABASE_URL: 'postgres://x@localhost/db',
    UNSUBSCRIBE_SECRET: 'a-test-secret-that-is-long-enough-for-hmac',
    CAPTCHA_SECRET: 'another-test-secret-long-enough-for-hmac',
  };
  expect(() => getEnv({ ...base, APP_ENV: 'production', DEMO_MODE: '1' })).toThrow(/DEMO_MODE/);
  expect(getEnv({ ...base, APP_ENV: 'production' }).DEMO_MODE).toBe(false);
  expect(getEnv({ ...base, APP_ENV: 'staging', DEMO_MODE: '1' }).DEMO_MODE).toBe(true);
});

it('refuses the development captcha secret where APP_ENV is production', () => {
  const base = {
    DATABASE_URL: 'postgres://x@localhost/db',
    UNSUBSCRIBE_SECRET: 'a-test-secret-that-is-long-enough-for-hmac',
  };
  expect(() => getEnv({ ...base, APP_ENV: 'production' })).toThrow(/CAPTCHA_SECRET/);
  const own = 'a-captcha-secret-of-the-deployment-itself';
  expect(getEnv({ ...base, APP_ENV: 'production', CAPTCHA_SECRET: own }).CAPTCHA_SECRET).toBe(own);
  expect(getEnv(base).CAPTCHA_SECRET).toBe(DEV_CAPTCHA_SECRET);
});

it('takes a demo visitor address only in demo mode, and only an address', () => {
  const base = { DATABASE_URL: 'postgres://x@localhost/db' };
  expect(getEnv({ ...base, DEMO_MODE: '1', DEMO_VISITOR_ADDRESS: '85.214.132.117' }).DEMO_VISITOR_ADDRESS).toBe(
    '85.214.132.117',
  );
  expect(() => getEnv({ ...base, DEMO_VISITOR_ADDRESS: '85.214.132.117' })).toThrow(/DEMO_VISITOR_ADDRESS/);
  expect(() => getEnv({ ...base, DEMO_MODE: '1', DEMO_VISITOR_ADDRESS: 'germany' })).toThrow(/DEMO_VISITOR_ADDRESS/);
});
