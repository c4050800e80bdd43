import { defineConfig, devices } from '@playwright/test';
import { e2eOidcIssuer, OIDC_CLIENT } from './tests/support/oidc-client';
import { SERVER_ENV, SERVER_NODE_FLAGS } from './server/node-flags.mjs';

// E2E_PORT lets two checkouts run their suites side by side.
const PORT = Number(process.env.E2E_PORT ?? 3100);
// 'localhost' resolves to 127.0.0.1 here, so the server listens on loopback only. Binding the literal
// 127.0.0.1 with -H makes Next 16.4 hand the proxy a localhost URL and take its rewrites for outside
// addresses (an endless proxy loop), so the name is used for both.
const baseURL = `http://localhost:${PORT}`;
// Social sign-in: the three providers of spec §3 all point at the local OpenID provider started below.
const OIDC_ISSUER = e2eOidcIssuer(PORT);
const oauthEnv = Object.fromEntries(
  ['GOOGLE', 'FACEBOOK', 'LINKEDIN'].flatMap((provider) => [
    [`OAUTH_${provider}_ISSUER`, OIDC_ISSUER],
    [`OAUTH_${provider}_CLIENT_ID`, OIDC_CLIENT.id],
    [`OAUTH_${provider}_CLIENT_SECRET`, OIDC_CLIENT.secret],
  ]),
);
// Every browser of the suite calls the API from the one loopback address, where a deployment sees one
// address per visitor: the per-address budgets (120 writes a minute by default, 30 registration checks a
// minute, 50 failed sign-ins an hour, kept in the database across runs) would refuse the suite's own
// sign-ins and registrations whenever its two workers run fast. The limits themselves are tested
// against the API in tests/integration/api-guards.test.ts.
const serverEnv = {
  ...SERVER_ENV,
  ...oauthEnv,
  API_RATE_READS_PER_MINUTE: '100000',
  API_RATE_WRITES_PER_MINUTE: '100000',
  API_RATE_REGISTRATION_CHECKS_PER_MINUTE: '100000',
  SIGNIN_FAILURES_PER_ADDRESS_HOUR: '100000',
};

// Debian's Chromium: Playwright cannot download its own browser on these machines.
const launchOptions = {
  executablePath: '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
};

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  timeout: 30_000,
  use: { baseURL, trace: 'retain-on-failure', launchOptions },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], launchOptions } },
    // spec §9: mobile minimum width 375
    {
      name: 'mobile',
      use: { ...devices['Pixel 7'], viewport: { width: 375, height: 780 }, launchOptions },
      // plain requests to a server of its own, no browser: once is enough
      testIgnore: ['**/memory.spec.ts'],
    },
  ],
  webServer: [
    {
      // the OpenID provider (tests/support/oidc-server.ts), one port above the site
      command: 'node --import tsx tests/support/oidc-server.ts',
      url: `${OIDC_ISSUER}/.well-known/openid-configuration`,
      env: { E2E_PORT: String(PORT) },
      timeout: 60_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      // the production server (server/serve.mjs: Next behind the page cache), started directly (not through
      // npx), so stopping it leaves no orphaned server behind. Idle connections stay open longer than the
      // test clients keep them (Node closes them after 5 s, and a request sent on a socket at that moment
      // is reset), as a deployment behind a proxy would set it.
      command: `node ${SERVER_NODE_FLAGS.join(' ')} server/serve.mjs -H localhost -p ${PORT} --keepAliveTimeout 70000`,
      url: `${baseURL}/api/health/ready`,
      env: serverEnv,
      timeout: 120_000,
      reuseExistingServer: false,
      stdout: 'pipe',
      stderr: 'pipe',
    },
  ],
});
