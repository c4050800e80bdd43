/** The session cookie (httpOnly) set at sign-in (client-safe: the proxy and the API read its name too). */
export const SESSION_COOKIE = 'sf_session';
