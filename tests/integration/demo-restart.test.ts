import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

// npm run demo runs the site through scripts/with-db.ts --restart: a site process that dies is started
// again, and the database it was given is kept (the embedded one is not stopped in between).
const root = path.resolve(__dirname, '../..');

it('starts a site that died again, with the same database, and stops for good on SIGTERM', async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'sf-restart-'));
  const starts = path.join(dir, 'starts');
  // the "site": records its start and database; the first one dies as an out-of-memory crash would
  const site = `
    const fs = require('node:fs');
    fs.appendFileSync(${JSON.stringify(starts)}, process.env.DATABASE_URL + '\\n');
    if (fs.readFileSync(${JSON.stringify(starts)}, 'utf8').trim().split('\\n').length === 1) process.exit(134);
    console.log('site ready');
    setInterval(() => {}, 1000);`;
  const child = spawn(
    process.execPath,
    [
      path.join(root, 'node_modules/tsx/dist/cli.mjs'),
      'scripts/with-db.ts',
      '--restart',
      '--',
      process.execPath,
      '-e',
      site,
    ],
    { cwd: root, env: process.env },
  );
  let output = '';
  const ready = new Promise<void>((resolve) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('site ready')) resolve();
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  await ready;
  expect(output).toContain('the site stopped (exit code 134); starting it again, the database keeps running');
  const urls = readFileSync(starts, 'utf8').trim().split('\n');
  expect(urls).toHaveLength(2);
  expect(urls[1]).toBe(urls[0]);
  child.kill('SIGTERM');
  await exited;
  // stopped on purpose: not started a third time
  expect(readFileSync(starts, 'utf8').trim().split('\n')).toHaveLength(2);
});
