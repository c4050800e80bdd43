/**
 * npm run seed [-- --products N] [--suppliers N] [--seed TEXT] [--anchor YYYY-MM-DD] [--if-empty]
 * Replaces the database's content with the deterministic demo catalogue.
 */
import pg from 'pg';
import { DEFAULT_SEED, seedDatabase } from '../lib/seed/run';
import { insertDemoAccounts } from '../lib/seed/demo-accounts';
import { addMissingMarketAlerts, updateUnitNames } from '../lib/seed/write-reference';

function readArgs(argv: string[]): Record<string, string | true> {
  const args: Record<string, string | true> = {};
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (!arg.startsWith('--')) throw new Error(`seed: unexpected argument ${arg}`);
    const next = argv[i + 1];
    if (next === undefined || next.startsWith('--')) args[arg.slice(2)] = true;
    else {
      args[arg.slice(2)] = next;
      i++;
    }
  }
  return args;
}

function count(value: string | true | undefined, fallback: number, name: string): number {
  if (value === undefined) return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1 || n > 20_000_000)
    throw new Error(`seed: --${name} takes a whole number from 1 to 20000000`);
  return n;
}

async function main(): Promise<void> {
  const args = readArgs(process.argv.slice(2));
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('seed: DATABASE_URL is not set (run it through npm run seed)');
  const products = count(args.products, 2000, 'products');
  // spec-sized default: about 200 suppliers for 2,000 products; larger catalogues keep ~50 products each
  const suppliers = count(args.suppliers, Math.max(200, Math.round(products / 50)), 'suppliers');
  const anchorText = typeof args.anchor === 'string' ? args.anchor : new Date().toISOString().slice(0, 10);
  const anchor = new Date(`${anchorText}T00:00:00Z`);
  if (Number.isNaN(anchor.getTime())) throw new Error('seed: --anchor takes a date as YYYY-MM-DD');
  const seed = typeof args.seed === 'string' ? args.seed : DEFAULT_SEED;

  const client = new pg.Client({ connectionString: url, application_name: 'sourcefair-seed' });
  await client.connect();
  try {
    if (args['if-empty']) {
      const { rows } = await client.query<{ seeded: boolean }>('SELECT EXISTS (SELECT 1 FROM websites) AS seeded');
      if (rows[0]?.seeded) {
        console.log('[seed] the database already has a catalogue; keeping it');
        const updated = await updateUnitNames(client);
        if (updated > 0) console.log(`[seed] names of ${updated} units brought up to date`);
        const alerts = await addMissingMarketAlerts(client);
        if (alerts > 0) console.log(`[seed] ${alerts} trade alerts of the traffic light added`);
        return;
      }
    }
    const started = performance.now();
    console.log(`[seed] seed "${seed}", ${suppliers} suppliers, ${products} products, anchor ${anchorText}`);
    await seedDatabase(client, { seed, suppliers, products, anchor, log: (line) => console.log(`[seed] ${line}`) });
    // the demo's sign-in accounts (README): demo mode only, never where real people sign in
    if (process.env.DEMO_MODE === '1' && process.env.APP_ENV !== 'production') {
      await insertDemoAccounts(client);
      console.log('[seed] demo buyer and supplier accounts');
    }
    console.log(`[seed] done in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  } finally {
    await client.end();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
