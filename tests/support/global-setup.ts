import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * Once per Playwright run, before any worker starts: a directory of the run's own for what its tests share
 * (the crawls of tests/support/site-crawl.ts `sharedCrawl`), handed to the workers by the environment and
 * removed at the end.
 */
export default function globalSetup(): () => void {
  const dir = mkdtempSync(path.join(tmpdir(), 'sf-e2e-run-'));
  process.env.SF_CRAWL_DIR = dir;
  return () => rmSync(dir, { recursive: true, force: true });
}
