import { defineConfig, devices } from '@playwright/test';
import { e2eOidcIssuer } from './tests/support/oidc-client';
import { e2eServerEnv } from './tests/support/server-env';
import { SERVER_ENV, SERVER_NODE_FLAGS } from './server/node-flags.mjs';

// E2E_PORT lets two checkouts run their suites side by side.
const PORT = Number(process.env.E2E_PORT ?? 3100);
// 'localhost' resolves to 127.0.0.1 here, so the server listens on loopback only. Binding the literal
// 127.0.0.1 with -H makes Next 16.4 hand the proxy a localhost URL and take its rewrites for outside
// addresses (an endless proxy loop), so the name is used for both.
const baseURL = `http://localhost:${PORT}`;
const OIDC_ISSUER = e2eOidcIssuer(PORT);
const serverEnv = { ...SERVER_ENV, ...e2eServerEnv(PORT) };

// Debian's headless shell of Chromium (package chromium-headless-shell): Playwright cannot download its own
// browser on these machines, and the shell is what Playwright itself runs headless (a third less CPU per
// page than the full browser here; docs/decisions/0156).
const launchOptions = {
  executablePath: '/usr/bin/chromium-headless-shell',
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
  // no retries: a test that fails once is a defect to fix at its cause (issue 51)
  retries: 0,
  reporter: [
    ['list'],
    ...(process.env.CI ? [] : [['html', { open: 'never' }] as const]),
    ['./tests/support/layer-times.ts'],
  ],
  timeout: 30_000,
  // the run's shared directory (the crawls the HTTP and e2e layers both read)
  globalSetup: './tests/support/global-setup.ts',
  // no trace by default: recording one costs a fifth of the run's browser time even when it is thrown away.
  // A failure keeps its screenshot and the call log; `--trace retain-on-failure` records traces when wanted.
  use: { baseURL, trace: 'off', screenshot: 'only-on-failure', launchOptions },
  projects: [
    // the HTTP layer (tests/http): plain requests and the served HTML, no browser; a desktop browser's
    // User-Agent unless a test names the device class (tests/support/http.ts)
    { name: 'http', testDir: 'tests/http', use: { userAgent: devices['Desktop Chrome'].userAgent } },
    // a file named *.mobile.spec.ts or *.desktop.spec.ts sets the device class and window itself, and runs in
    // that project only
    { name: 'desktop', testIgnore: /\.mobile\.spec\.ts$/, use: { ...devices['Desktop Chrome'], launchOptions } },
    // spec §9: mobile minimum width 375
    {
      name: 'mobile',
      testIgnore: /\.desktop\.spec\.ts$/,
      use: { ...devices['Pixel 7'], viewport: { width: 375, height: 780 }, launchOptions },
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
      // E2E_SERVER=next-start runs the suite against plain `next start` instead (issue 49: the site runs on
      // Next's public surface); the specs of the page cache and its headers then fail, as they should.
      command:
        process.env.E2E_SERVER === 'next-start'
          ? `node node_modules/.bin/next start -H localhost -p ${PORT} --keepAliveTimeout 70000`
          : `node ${SERVER_NODE_FLAGS.join(' ')} server/serve.mjs -H localhost -p ${PORT} --keepAliveTimeout 70000`,
      url: `${baseURL}/api/health/ready`,
      env: serverEnv,
      timeout: 120_000,
      reuseExistingServer: false,
      stdout: 'pipe',
      stderr: 'pipe',
    },
  ],
});
