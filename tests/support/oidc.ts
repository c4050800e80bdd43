import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

import { OIDC_CLIENT } from './oidc-client';

export { OIDC_CLIENT } from './oidc-client';

/**
 * A real OpenID provider (oidc-provider) on 127.0.0.1 with its development login and consent pages:
 * any login name signs in as that subject, with the e-mail `<name>@oidc.example`. A free port unless
 * one is given.
 */
export async function startOidcProvider(
  redirectUris: string | string[],
  port = 0,
): Promise<{ issuer: string; close: () => Promise<void> }> {
  let handler: http.RequestListener = (_req, res) => res.end();
  const server = http.createServer((req, res) => handler(req, res));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: OIDC_CLIENT.id,
        client_secret: OIDC_CLIENT.secret,
        redirect_uris: typeof redirectUris === 'string' ? [redirectUris] : redirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    findAccount: async (_ctx, sub) => ({
      accountId: sub,
      claims: async () => ({ sub, email: `${sub}@oidc.example`, email_verified: true, name: `Name ${sub}` }),
    }),
    pkce: { required: () => true },
    features: { devInteractions: { enabled: true } },
  });
  handler = provider.callback() as http.RequestListener;
  return { issuer, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

/**
 * A browser's walk through the provider: follows redirects with the provider's cookies, fills in the
 * development login form as `login` and confirms consent, and returns the URL it sends back to us.
 */
export async function signInAtProvider(authorizeLink: string, login: string, redirectUri: string): Promise<URL> {
  const jar = new Map<string, string>();
  const cookieHeader = () => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
  const remember = (res: Response) => {
    for (const line of res.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const [name = '', ...value] = pair.split('=');
      jar.set(name.trim(), value.join('='));
    }
  };
  let url = new URL(authorizeLink);
  let body: URLSearchParams | undefined;
  for (let step = 0; step < 12; step += 1) {
    const res = await fetch(url, {
      method: body ? 'POST' : 'GET',
      redirect: 'manual',
      headers: { cookie: cookieHeader(), ...(body && { 'content-type': 'application/x-www-form-urlencoded' }) },
      body,
    });
    remember(res);
    body = undefined;
    const location = res.headers.get('location');
    if (location) {
      url = new URL(location, url);
      if (url.href.startsWith(redirectUri)) return url;
      continue;
    }
    const html = await res.text();
    const prompt = /name="prompt" value="(\w+)"/.exec(html)?.[1];
    const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1];
    if (!prompt || !action) throw new Error(`unexpected provider page (${res.status}): ${html.slice(0, 200)}`);
    url = new URL(action, url);
    body = new URLSearchParams(prompt === 'login' ? { prompt, login, password: 'any' } : { prompt });
  }
  throw new Error('the provider never sent the browser back');
}
