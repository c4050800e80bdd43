/**
 * The API fuzz of tests/integration/api-fuzz.test.ts at length, by hand: for every operation (a contract on
 * one of its gateways), --runs requests from its schema and the raw-body mutations, sent to the gateway
 * wrapper as Next's route handler calls it, against the database in DATABASE_URL (seeded). Prints each
 * operation's answers by status class and every 5xx or malformed answer; exits 1 if there was any.
 *
 *   DATABASE_URL=postgres://root@127.0.0.1:5432/test npx tsx scripts/with-db.ts --database sf_fuzz --migrate \
 *     --seed "--suppliers 10 --products 40" -- npx tsx --conditions=react-server bench/fuzz-api.ts --runs 10000
 *
 * Options: --runs N (per operation, default 10000), --seed N (default 48), --only id,id (contract ids).
 * `react-server` lets the services' `server-only` import load outside Next.
 */
import { performance } from 'node:perf_hooks';
import fc from 'fast-check';

function option(name: string, fallback: string): string {
  const args = process.argv.slice(2);
  const at = args.indexOf(name);
  return at !== -1 && args[at + 1] !== undefined ? args[at + 1]! : fallback;
}

const RUNS = Number(option('--runs', '10000'));
const SEED = Number(option('--seed', '48'));
const ONLY = option('--only', '').split(',').filter(Boolean);
const CHUNK = 500;

// every call comes from one of 60,000 addresses: the per-address limits are not what this measures
process.env.API_RATE_READS_PER_MINUTE ??= '100000000';
process.env.API_RATE_WRITES_PER_MINUTE ??= '100000000';

async function main(): Promise<number> {
  const { getPool, closeDb } = await import('@/lib/db/client');
  const { createAccountWithSession } = await import('../tests/support/accounts');
  const { addressCycle, operations, problemWith, requestArb, send } = await import('../tests/support/api-fuzz');
  const pool = getPool();
  const { rows } = await pool.query<{ id: string }>(
    `(SELECT id FROM products WHERE status = 'published' ORDER BY id LIMIT 1)
     UNION ALL (SELECT supplier_id FROM products WHERE status = 'published' ORDER BY id LIMIT 1)
     UNION ALL (SELECT min(id) FROM suppliers)
     UNION ALL (SELECT id FROM categories WHERE level = 2 ORDER BY id LIMIT 1)`,
  );
  const ids = [...new Set(rows.map((row) => Number(row.id)))];
  const ip = addressCycle();
  const selected = operations().filter((op) => ONLY.length === 0 || ONLY.includes(op.id));
  console.log(`${selected.length} operations, ${RUNS} requests each, seed ${SEED}`);
  console.log(
    `${'operation'.padEnd(64)} ${'2xx'.padStart(6)} ${'3xx'.padStart(5)} ${'4xx'.padStart(6)} ${'5xx'.padStart(5)} bad  ms/req`,
  );
  const totals = { ok: 0, redirect: 0, refused: 0, failed: 0, bad: 0, runs: 0 };
  const examples: string[] = [];
  const started = performance.now();
  for (const [index, op] of selected.entries()) {
    const buyer = await createAccountWithSession(pool, 'buyer');
    const supplier = await createAccountWithSession(pool, 'supplier');
    const credentials = { buyer: buyer.token, supplier: supplier.token, appToken: 'sourcefair-web', ids };
    const arb = requestArb(op, credentials, ip);
    const counts = { ok: 0, redirect: 0, refused: 0, failed: 0, bad: 0 };
    const opStarted = performance.now();
    for (let done = 0; done < RUNS; done += CHUNK) {
      const requests = fc.sample(arb, { numRuns: Math.min(CHUNK, RUNS - done), seed: SEED + index * 1000 + done });
      for (const request of requests) {
        const response = await send(op, request);
        const status = response.status;
        const problem = await problemWith(op, request, response);
        if (status >= 500) counts.failed += 1;
        else if (problem) counts.bad += 1;
        else if (status >= 400) counts.refused += 1;
        else if (status >= 300) counts.redirect += 1;
        else counts.ok += 1;
        if (problem && examples.length < 40)
          examples.push(`${op.gateway} ${op.contract.path} ${request.kind}: ${problem}`);
      }
    }
    const perRequest = (performance.now() - opStarted) / RUNS;
    console.log(
      `${`${op.gateway} ${op.contract.path}`.slice(0, 64).padEnd(64)} ${String(counts.ok).padStart(6)} ${String(counts.redirect).padStart(5)} ${String(counts.refused).padStart(6)} ${String(counts.failed).padStart(5)} ${String(counts.bad).padStart(3)} ${perRequest.toFixed(2).padStart(7)}`,
    );
    totals.ok += counts.ok;
    totals.redirect += counts.redirect;
    totals.refused += counts.refused;
    totals.failed += counts.failed;
    totals.bad += counts.bad;
    totals.runs += RUNS;
  }
  const minutes = ((performance.now() - started) / 60_000).toFixed(1);
  console.log(
    `total: ${totals.runs} requests in ${minutes} min: ${totals.ok} 2xx, ${totals.redirect} 3xx, ${totals.refused} 4xx, ${totals.failed} 5xx, ${totals.bad} not an envelope`,
  );
  for (const example of examples) console.log(`  ${example}`);
  await closeDb();
  return totals.failed + totals.bad > 0 ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(2);
  },
);
