import fc from 'fast-check';
import { createAccountWithSession } from '../support/accounts';
import {
  addressCycle,
  operations,
  problemWith,
  requestArb,
  send,
  type Credentials,
  type Operation,
} from '../support/api-fuzz';
import { withSeededDatabase } from '../support/seeded-database';

/**
 * A bounded fuzz of every API operation through the gateway wrapper, against PostgreSQL: requests from
 * each contract's schema (hostile text, numbers out of range, wrong types, extra keys) and raw-body
 * mutations (bad JSON, huge strings, NUL, lone surrogates, prototype keys, deep nesting, wrong content
 * type and method). No answer may be a 5xx, and every one is the gateway's envelope with the status of its
 * code. A fixed seed keeps it repeatable; bench/fuzz-api.ts runs the same generators 10,000 times an
 * operation by hand.
 */
const RUNS_PER_OPERATION = 30;
const SEED = 48;

const db = withSeededDatabase('api-fuzz');
const ip = addressCycle();

async function credentialsFor(): Promise<Credentials> {
  // each operation its own people: a logout or a password change ends only its own sessions
  const buyer = await createAccountWithSession(db().pool, 'buyer');
  const supplier = await createAccountWithSession(db().pool, 'supplier');
  return { buyer: buyer.token, supplier: supplier.token, appToken: 'sourcefair-web', ids };
}

const OPERATIONS = operations();
/** Rows that exist: a published product, its supplier, the first supplier, a level-2 category. */
let ids: number[] = [];

beforeAll(async () => {
  const { rows } = await db().pool.query<{ id: string }>(
    `(SELECT id FROM products WHERE status = 'published' ORDER BY id LIMIT 1)
     UNION ALL (SELECT supplier_id FROM products WHERE status = 'published' ORDER BY id LIMIT 1)
     UNION ALL (SELECT min(id) FROM suppliers)
     UNION ALL (SELECT id FROM categories WHERE level = 2 ORDER BY id LIMIT 1)`,
  );
  ids = [...new Set(rows.map((row) => Number(row.id)))];
});

describe('the API under fuzzed requests', () => {
  it('has every operation to fuzz', () => {
    expect(OPERATIONS.length).toBeGreaterThanOrEqual(96);
  });

  it.each(OPERATIONS.map((op) => [`${op.gateway} ${op.contract.path}`, op] as const))(
    'answers %s with an envelope and never a 5xx',
    async (_name, op: Operation) => {
      const credentials = await credentialsFor();
      await fc.assert(
        fc.asyncProperty(requestArb(op, credentials, ip), async (request) => {
          const response = await send(op, request);
          const problem = await problemWith(op, request, response);
          if (problem) throw new Error(`${request.kind}: ${problem}`);
        }),
        { seed: SEED, numRuns: RUNS_PER_OPERATION, endOnFailure: true },
      );
    },
  );

  it('left no prototype polluted', () => {
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.getPrototypeOf({})).toBe(Object.prototype);
  });
});
