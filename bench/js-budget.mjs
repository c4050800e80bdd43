// First-load JavaScript of the measured pages against the framework's floor (issue 8).
//   node bench/js-budget.mjs --base http://127.0.0.1:3400 [--dir .next] [--json] [--device mobile|desktop|both]
// The floor is what an empty page loads: the gzip size of the build's root main files
// (.next/build-manifest.json `rootMainFiles`; the polyfills are `nomodule` and not loaded by a current
// browser). A page's first-load JavaScript is the gzip size of every script its HTML references: the
// `<script src>` tags (less `nomodule` ones) and the chunks the inline RSC
// payload names for the first render, fetched from the running server. The budget is the floor plus 40 kB (40,000 bytes).
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { DESKTOP_UA, MOBILE_UA, discoverPages, readArgs } from './pages.mjs';

export const BUDGET_OVER_FLOOR = 40_000;

const gzipSize = (bytes) => gzipSync(bytes).length;

/** Script URLs (site paths) a page's HTML loads for its first render, in first-seen order. */
export function firstLoadScripts(html) {
  const found = new Set();
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
    const [, attributes, body] = match;
    const src = /\ssrc="([^"]+)"/.exec(attributes)?.[1];
    if (src) {
      if (!/\snomodule\b/i.test(attributes)) found.add(new URL(src, 'http://x').pathname);
      continue;
    }
    // The flight payload names client chunks as "/_next/static/chunks/….js" (escaped inside a string).
    for (const chunk of body.matchAll(/(?:\/_next\/)?static\/chunks\/[\w\-.~%/]+?\.js/g)) {
      const path = chunk[0].startsWith('/_next/') ? chunk[0] : `/_next/${chunk[0]}`;
      found.add(path);
    }
  }
  return [...found];
}

/** The framework's floor: gzip bytes of the root main files of the build in `dir`. */
export async function frameworkFloor(dir = '.next') {
  const manifest = JSON.parse(await readFile(join(dir, 'build-manifest.json'), 'utf8'));
  const files = manifest.rootMainFiles ?? [];
  let bytes = 0;
  for (const file of files) bytes += gzipSize(await readFile(join(dir, file)));
  return { files: files.map((f) => `/_next/${f}`), bytes };
}

async function fetchText(url, userAgent) {
  const response = await fetch(url, { headers: { 'user-agent': userAgent } });
  if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`);
  return Buffer.from(await response.arrayBuffer());
}

/**
 * Floor and per-page first-load JavaScript of a running server.
 * @param {{ base: string, dir?: string, devices?: ('mobile'|'desktop')[], keyword?: string,
 *   log?: (line: string) => void }} options
 */
export async function jsBudget({ base, dir = '.next', devices = ['mobile', 'desktop'], keyword, log = () => {} }) {
  const floor = await frameworkFloor(dir);
  const pages = await discoverPages({ base, keyword });
  const sizes = new Map();
  const rows = [];
  for (const device of devices) {
    const userAgent = device === 'mobile' ? MOBILE_UA : DESKTOP_UA;
    for (const page of pages) {
      const html = (await fetchText(new URL(page.path, base), userAgent)).toString('utf8');
      const scripts = firstLoadScripts(html);
      let bytes = 0;
      const extra = [];
      for (const script of scripts) {
        if (!sizes.has(script)) sizes.set(script, gzipSize(await fetchText(new URL(script, base), userAgent)));
        bytes += sizes.get(script);
        if (!floor.files.includes(script)) extra.push({ script, bytes: sizes.get(script) });
      }
      const overFloor = bytes - floor.bytes;
      log(`${device} ${page.name}: ${scripts.length} scripts, ${bytes} B gzip`);
      rows.push({
        device,
        page: page.name,
        path: page.path,
        scripts: scripts.length,
        bytes,
        overFloor,
        withinBudget: overFloor <= BUDGET_OVER_FLOOR,
        largest: extra.sort((a, b) => b.bytes - a.bytes).slice(0, 5),
      });
    }
  }
  return { base, date: new Date().toISOString(), floor, budgetOverFloor: BUDGET_OVER_FLOOR, pages: rows };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const args = readArgs(process.argv.slice(2), {
    base: 'http://127.0.0.1:3400',
    dir: '.next',
    json: false,
    device: 'both',
    keyword: 'steel',
  });
  const report = await jsBudget({
    base: args.base,
    dir: args.dir,
    keyword: args.keyword,
    devices: args.device === 'both' ? ['mobile', 'desktop'] : [args.device],
    log: (line) => console.error(line),
  });
  if (args.json) console.log(JSON.stringify(report, null, 2));
  else {
    console.log(`floor (${report.floor.files.length} root main files): ${report.floor.bytes} B gzip`);
    console.table(
      report.pages.map((p) => ({
        device: p.device,
        page: p.page,
        scripts: p.scripts,
        'B gzip': p.bytes,
        'over floor': p.overFloor,
        'budget 40 kB': p.withinBudget ? 'ok' : `over by ${p.overFloor - BUDGET_OVER_FLOOR}`,
      })),
    );
    for (const p of report.pages)
      if (!p.withinBudget)
        console.log(`${p.device} ${p.page} largest: ${p.largest.map((c) => `${c.script} ${c.bytes}`).join(', ')}`);
  }
  process.exitCode = report.pages.every((p) => p.withinBudget) ? 0 : 1;
}
