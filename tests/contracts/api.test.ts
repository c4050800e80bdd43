import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { CONTRACTS } from '@/lib/api/contracts';
import type { Contract } from '@/lib/api/contract';
import { GATEWAYS } from '@/lib/api/gateways';
import { ONE_CLICK_UNSUBSCRIBE_PATH } from '@/lib/accounts/unsubscribe-token';

const root = path.resolve(__dirname, '../..');

function routeFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return routeFiles(full);
    return name === 'route.ts' ? [full] : [];
  });
}

const WRITE_EXPORT =
  /export\s+(?:async\s+)?(?:function|const)\s+(POST|PUT|PATCH|DELETE)\b|export\s*\{[^}]*\bas\s+(POST|PUT|PATCH|DELETE)\b/;

describe('the API against the repository', () => {
  // handleUploadRequest (lib/api/uploads.ts) is the multipart twin of the wrapper and handleFormPost
  // (lib/api/form-post.ts) its plain-form twin: both apply the same cross-site check and write limit
  // before reading a body (tests/integration/uploads.test.ts, tests/integration/silent-login.test.ts)
  it('sends every state-changing route handler through the gateway wrapper or one of its twins', () => {
    const writers = routeFiles(path.join(root, 'app')).filter((file) => WRITE_EXPORT.test(readFileSync(file, 'utf8')));
    expect(writers.length).toBeGreaterThan(0);
    for (const file of writers) {
      expect(readFileSync(file, 'utf8'), path.relative(root, file)).toMatch(
        /\b(handleGatewayRequest|handleUploadRequest|handleFormPost)\(/,
      );
    }
  });

  it('has the upload wrapper check the origin and spend the write limit', () => {
    const source = readFileSync(path.join(root, 'lib/api/uploads.ts'), 'utf8');
    expect(source).toMatch(/isCrossSite\(request\)/);
    expect(source).toMatch(/spendRateLimit\('writes'/);
  });

  it('has the form wrapper check the origin and spend the write limit before it reads the body', () => {
    const source = readFileSync(path.join(root, 'lib/api/form-post.ts'), 'utf8');
    const read = source.indexOf('readLimited(');
    expect(read).toBeGreaterThan(0);
    expect(source.indexOf('isCrossSite(request')).toBeGreaterThan(0);
    expect(source.indexOf('isCrossSite(request')).toBeLessThan(read);
    expect(source.indexOf("spendRateLimit('writes'")).toBeGreaterThan(0);
    expect(source.indexOf("spendRateLimit('writes'")).toBeLessThan(read);
  });

  it('has at most one contract per gateway path, and each names a method', () => {
    const seen = new Set<string>();
    for (const contract of Object.values(CONTRACTS) as Contract[]) {
      expect(contract.methods.length, contract.id).toBeGreaterThan(0);
      for (const gateway of contract.gateways) {
        const key = `${GATEWAYS[gateway].prefix}/${contract.path}`;
        expect(seen.has(key), key).toBe(false);
        seen.add(key);
      }
    }
  });

  it('serves the one-click unsubscribe address that mails name (lib/mail/links.ts)', () => {
    const contract = CONTRACTS.unsubscribeOneClick;
    expect(contract.gateways.map((gateway) => `${GATEWAYS[gateway].prefix}/${contract.path}`)).toEqual([
      ONE_CLICK_UNSUBSCRIBE_PATH,
    ]);
  });

  it('marks every endpoint that writes as POST only, so no link or prefetch can write', () => {
    for (const contract of Object.values(CONTRACTS) as Contract[]) {
      if (contract.mutates) expect(contract.methods, contract.id).toEqual(['POST']);
    }
  });
});
