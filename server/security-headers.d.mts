// Types of server/security-headers.mjs (a plain ES module, so the production server needs no build step).
export const CSP_HEADER: 'content-security-policy';
export function newNonce(): string;
export function pagePolicy(nonce: string, options?: { dev?: boolean }): string;
export const OTHER_POLICY: string;
export function nonceOf(policy: unknown): string | undefined;
export const BASE_HEADERS: {
  readonly 'X-Content-Type-Options': 'nosniff';
  readonly 'Referrer-Policy': 'strict-origin-when-cross-origin';
  readonly 'X-Frame-Options': 'DENY';
};
export const HSTS: string;
export function isHttps(forwardedProto: string | string[] | undefined, hops: number): boolean;
