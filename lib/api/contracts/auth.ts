import { z } from 'zod';
import { storable, text } from '@/lib/validation/text';
import { emailSchema, loginPasswordSchema, registerPasswordSchema, tagCodesSchema } from '@/lib/accounts/rules';
import { OAUTH_PROVIDERS } from '@/lib/accounts/social-providers';
import { defineContract } from '../contract';

export const login = defineContract({
  id: 'login',
  gateways: ['main'],
  path: 'login/login.json',
  methods: ['POST'],
  summary: 'spec §7 login: e-mail and password of a buyer; returns a new token and sets the session cookie.',
  data: z.strictObject({
    login: emailSchema,
    password: loginPasswordSchema,
    /** Sent by the original clients from a public IP service; the server uses the address it sees. */
    ip: text().max(64).optional(),
  }),
  response: z.object({ token: z.string() }),
  auth: 'none',
  mutates: true,
});

export const logout = defineContract({
  id: 'logout',
  gateways: ['main'],
  path: 'login/logout.json',
  methods: ['POST'],
  summary: 'Server-side logout: the session presented stops working and the cookie is cleared.',
  data: z.strictObject({}).optional(),
  response: z.object({ loggedOut: z.literal(true) }),
  auth: 'optional',
  mutates: true,
});

export const register = defineContract({
  id: 'register',
  gateways: ['main'],
  path: 'blade-purchaser/account/register',
  methods: ['POST'],
  summary: 'spec §7 register: a buyer account (e-mail, password, tags, product); returns data.tradeChinaToken.',
  data: z.strictObject({
    email: emailSchema,
    password: registerPasswordSchema,
    tagCodes: tagCodesSchema.default([]),
    productName: text().trim().max(200).optional(),
    appVersion: text().max(32).optional(),
  }),
  response: z.object({ tradeChinaToken: z.string() }),
  auth: 'none',
  captcha: 'signedOut',
  mutates: true,
  // a double submit or a retry after a timeout creates one account and answers the same token
  idempotent: true,
});

export const fastRegister = defineContract({
  id: 'fastRegister',
  gateways: ['main'],
  path: 'blade-purchaser/account/fastRegister',
  methods: ['POST'],
  summary:
    'spec §7 account/fastRegister: a buyer account from an e-mail alone (name, country, product and tags optional), signed in at once; a mail links to set a password and confirm the address. An e-mail that has an account is refused.',
  data: z.strictObject({
    email: emailSchema,
    name: text().trim().min(1).max(100).optional(),
    /** ISO 3166-1 alpha-2, one of the countries of the reference data. */
    country: text()
      .trim()
      .regex(/^[A-Za-z]{2}$/)
      .transform((code) => code.toUpperCase())
      .optional(),
    tagCodes: tagCodesSchema.default([]),
    productName: text().trim().max(200).optional(),
    appVersion: text().max(32).optional(),
  }),
  response: z.object({ tradeChinaToken: z.string() }),
  auth: 'none',
  captcha: 'signedOut',
  mutates: true,
});

export const memberCheck = defineContract({
  id: 'memberCheck',
  gateways: ['main'],
  path: 'api-assistant/register/memberCheck.json',
  methods: ['POST'],
  summary: 'spec §7 memberCheck: whether an e-mail is registered (0 or 1) and the supplierId of a supplier account.',
  data: z.strictObject({ email: emailSchema }),
  response: z.object({ registered: z.union([z.literal(0), z.literal(1)]), supplierId: z.number().nullable() }),
  auth: 'none',
  mutates: false,
});

export const autoLogin = defineContract({
  id: 'autoLogin',
  gateways: ['main'],
  path: 'login/autoLogin.json',
  methods: ['POST'],
  summary: 'spec §7 autoLogin: a buyer trade token (a live session) gives a fresh session and the web cookie.',
  data: z.strictObject({ tradeToken: text().min(16).max(512) }),
  response: z.object({ token: z.string() }),
  auth: 'none',
  mutates: true,
});

export const issueAppToken = defineContract({
  id: 'issueAppToken',
  gateways: ['main'],
  path: 'login/appToken.json',
  methods: ['POST'],
  summary:
    "spec §2 silent login: the native app's signed-in buyer gets a single-use code (2 minutes) to open a WebView page with ?appToken=.",
  data: z.strictObject({}).optional(),
  response: z.object({ appToken: z.string(), expiresInSeconds: z.number() }),
  auth: 'buyer',
  mutates: true,
});

const resetCode = text().min(20).max(128);

export const modifyPasswordEmail = defineContract({
  id: 'modifyPasswordEmail',
  gateways: ['main'],
  path: 'blade-purchaser/account/modifyPasswordEmail',
  methods: ['POST'],
  summary:
    'Mails a password reset link (single use, 1 hour); the answer is the same whether or not the address has an account.',
  data: z.strictObject({ email: emailSchema }),
  response: z.object({ sent: z.literal(true) }),
  auth: 'none',
  mutates: true,
});

export const checkResetPasswordLink = defineContract({
  id: 'checkResetPasswordLink',
  gateways: ['main'],
  path: 'blade-purchaser/account/checkResetPasswordLink',
  methods: ['POST'],
  summary: 'Whether a reset link is still usable.',
  data: z.strictObject({ code: resetCode }),
  response: z.object({ valid: z.boolean() }),
  auth: 'none',
  mutates: false,
});

export const resetPassword = defineContract({
  id: 'resetPassword',
  gateways: ['main'],
  path: 'blade-purchaser/account/resetPassword',
  methods: ['POST'],
  summary: 'Sets a new password with a reset link: every session ends and the buyer is signed in anew.',
  data: z.strictObject({ code: resetCode, password: registerPasswordSchema }),
  response: z.object({ token: z.string() }),
  auth: 'none',
  mutates: true,
});

export const initPassword = defineContract({
  id: 'initPassword',
  gateways: ['main'],
  path: 'blade-purchaser/account/initPassword',
  methods: ['POST'],
  summary:
    'Sets the first password of an account created without one, with its single-use link; the buyer is signed in.',
  data: z.strictObject({ code: resetCode, password: registerPasswordSchema }),
  response: z.object({ token: z.string() }),
  auth: 'none',
  mutates: true,
});

export const supplierLogin = defineContract({
  id: 'supplierLogin',
  gateways: ['supplier'],
  path: 'account/login.json',
  methods: ['POST'],
  summary:
    'A supplier signs in with e-mail and password (buyer accounts are refused); returns a token and sets the session cookie.',
  data: z.strictObject({ login: emailSchema, password: loginPasswordSchema }),
  response: z.object({ token: z.string() }),
  auth: 'none',
  mutates: true,
});

export const changePassword = defineContract({
  id: 'changePassword',
  gateways: ['main'],
  path: 'blade-purchaser/account/changePassword',
  methods: ['POST'],
  summary: "A signed-in buyer's new password, given the current one; other sessions end.",
  data: z.strictObject({ oldPassword: loginPasswordSchema, newPassword: registerPasswordSchema }),
  response: z.object({ changed: z.literal(true) }),
  auth: 'buyer',
  mutates: true,
});

/** spec §7 oauth/authorize/{provider} with redirectUrl; returns data.authorizeLink. */
function oauthAuthorize(provider: (typeof OAUTH_PROVIDERS)[number]) {
  return defineContract({
    id: `oauthAuthorize_${provider}`,
    gateways: ['main'],
    path: `blade-purchaser/oauth/authorize/${provider}`,
    methods: ['GET', 'POST'],
    summary: `The ${provider} sign-in link (state, nonce, PKCE); afterwards the browser returns to redirectUrl, a page of this site.`,
    data: z.strictObject({ redirectUrl: text().max(2048).optional() }).optional(),
    response: z.object({ authorizeLink: z.url() }),
    auth: 'none',
    // it stores a 10-minute sign-in state, nothing anyone else can see or use
    mutates: false,
  });
}

export const oauthAuthorizeGoogle = oauthAuthorize('google');
export const oauthAuthorizeFacebook = oauthAuthorize('facebook');
export const oauthAuthorizeLinkedin = oauthAuthorize('linkedin');

/**
 * spec §7 oauth/login: for clients that receive the provider's redirect themselves (the native app's
 * WebView stops at the callback address) and hand over its parameters. The same checks as the web
 * callback: the state cookie of oauth/authorize must come with the call and match, the stored state is
 * used once, then PKCE and the nonce.
 */
export const oauthLogin = defineContract({
  id: 'oauthLogin',
  gateways: ['main'],
  path: 'blade-purchaser/oauth/login',
  methods: ['POST'],
  summary:
    "spec §7 oauth/login: the provider's redirect parameters (code, state, iss) with the state cookie of oauth/authorize; returns a token, sets the session cookie and names the page to return to.",
  data: z.strictObject({
    provider: z.enum(OAUTH_PROVIDERS),
    code: text().min(1).max(2048),
    state: text().min(1).max(512),
    /** RFC 9207: the provider's issuer, when it sends one with its answer. */
    iss: z.url().max(2048).check(storable).optional(),
  }),
  response: z.object({ token: z.string(), redirectUrl: z.string(), newAccount: z.boolean() }),
  auth: 'none',
  mutates: true,
});
