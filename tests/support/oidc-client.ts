/** The client the local OpenID provider of the tests knows (integration tests and the e2e web servers). */
export const OIDC_CLIENT = { id: 'sourcefair-test', secret: 'test-client-secret-test-client-secret' };

/** The e2e suite's OpenID provider listens beside the site, one port up. */
export function e2eOidcIssuer(sitePort: number): string {
  return `http://127.0.0.1:${sitePort + 1}`;
}
