import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync, cpSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(__dirname, '../..');

function installedVersion(name: string): number[] {
  const pkg = JSON.parse(readFileSync(path.join(root, 'node_modules', name, 'package.json'), 'utf8')) as {
    version: string;
  };
  return pkg.version.split(/[.-]/).slice(0, 3).map(Number);
}

function atLeast(actual: number[], wanted: number[]): boolean {
  for (let i = 0; i < wanted.length; i++) {
    if ((actual[i] ?? 0) !== wanted[i]) return (actual[i] ?? 0) > (wanted[i] ?? 0);
  }
  return true;
}

describe('the stack', () => {
  // npm audit does not work against this registry: the versions that fix the published advisories are held here.
  it.each([
    ['next', [16, 4, 6]],
    ['react', [19, 3, 1]],
    ['react-dom', [19, 3, 1]],
  ])('has %s at or above the patched release', (name, wanted) => {
    expect(atLeast(installedVersion(name), wanted), `${name} ${installedVersion(name).join('.')}`).toBe(true);
  });

  it('has a checked-in migration for every change of the schema', () => {
    const out = mkdtempSync(path.join(os.tmpdir(), 'sf-migrations-'));
    try {
      cpSync(path.join(root, 'lib/db/migrations'), out, { recursive: true });
      const before = readdirSync(out).filter((f) => f.endsWith('.sql')).length;
      const config = path.join(out, 'drizzle.config.json');
      // drizzle-kit reads paths relative to the working directory
      writeFileSync(
        config,
        JSON.stringify({ dialect: 'postgresql', schema: './lib/db/schema/index.ts', out: path.relative(root, out) }),
      );
      const result = spawnSync(path.join(root, 'node_modules/.bin/drizzle-kit'), ['generate', '--config', config], {
        cwd: root,
        encoding: 'utf8',
      });
      expect(result.status, result.stderr).toBe(0);
      expect(result.stdout + result.stderr).toContain('No schema changes');
      const after = readdirSync(out).filter((f) => f.endsWith('.sql')).length;
      expect(after, `drizzle-kit wrote a new migration: run npm run db:generate\n${result.stdout}`).toBe(before);
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  }, 60_000);

  it('keeps build output, data and secrets out of git', () => {
    const ignored = readFileSync(path.join(root, '.gitignore'), 'utf8');
    for (const entry of ['node_modules/', '.next/', '.data/', '.env']) expect(ignored).toContain(entry);
    expect(existsSync(path.join(root, '.env'))).toBe(false);
  });
});
