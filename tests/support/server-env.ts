import { e2eOidcIssuer, OIDC_CLIENT } from './oidc-client';

/**
 * The settings of the e2e suite's servers, beside server/node-flags.mjs's (playwright.config.ts; tests/http/standalone.spec.ts starts a
 * second one the same way), on top of the environment the suite runs in.
 */
export function e2eServerEnv(port: number): Record<string, string> {
  // Social sign-in: the three providers of spec §3 all point at the local OpenID provider of the suite.
  const issuer = e2eOidcIssuer(port);
  const oauthEnv = Object.fromEntries(
    ['GOOGLE', 'FACEBOOK', 'LINKEDIN'].flatMap((provider) => [
      [`OAUTH_${provider}_ISSUER`, issuer],
      [`OAUTH_${provider}_CLIENT_ID`, OIDC_CLIENT.id],
      [`OAUTH_${provider}_CLIENT_SECRET`, OIDC_CLIENT.secret],
    ]),
  );
  // Every browser of the suite calls the API from the one loopback address, where a deployment sees one
  // address per visitor: the per-address budgets (120 writes a minute by default, 30 registration checks a
  // minute, 50 failed sign-ins an hour, kept in the database across runs) would refuse the suite's own
  // sign-ins and registrations whenever its two workers run fast. The limits themselves are tested
  // against the API in tests/integration/api-guards.test.ts.
  return {
    ...oauthEnv,
    API_RATE_READS_PER_MINUTE: '100000',
    API_RATE_WRITES_PER_MINUTE: '100000',
    API_RATE_REGISTRATION_CHECKS_PER_MINUTE: '100000',
    SIGNIN_FAILURES_PER_ADDRESS_HOUR: '100000',
    SUPPORT_MESSAGES_PER_ADDRESS_HOUR: '100000',
    // a partner domain /link/{transfer} may send visitors to, beside the product's own (tests/http/link.spec.ts)
    OUTBOUND_DOMAINS: 'partner.example',
  };
}
