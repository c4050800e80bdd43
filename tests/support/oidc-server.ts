// Playwright's second web server (playwright.config.ts): the OpenID provider the e2e suite signs in at,
// standing in for Google, Facebook and LinkedIn, with its development login and consent pages.
import { OAUTH_PROVIDERS } from '../../lib/accounts/social-providers';
import { startOidcProvider } from './oidc';
import { e2eOidcIssuer } from './oidc-client';

async function main(): Promise<void> {
  const port = Number(process.env.E2E_PORT ?? 3100);
  const site = `http://localhost:${port}`;
  const issuer = new URL(e2eOidcIssuer(port));
  await startOidcProvider(
    OAUTH_PROVIDERS.map((provider) => `${site}/api/auth/oauth/callback/${provider}`),
    Number(issuer.port),
  );
  console.log(`[oidc] OpenID provider at ${issuer.origin} for ${site}`);
}

main().catch((error: unknown) => {
  console.error('[oidc] could not start:', error);
  process.exit(1);
});
