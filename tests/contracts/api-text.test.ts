import type { z } from 'zod';
import type { Contract } from '@/lib/api/contract';
import { CONTRACTS } from '@/lib/api/contracts';
import { buyerEnvelopeSchema, platformEnvelopeSchema } from '@/lib/api/envelope';
import { storable } from '@/lib/validation/text';

type Node = z.core.$ZodType;
type Found = { path: string; problem: string };

/** Kinds that hold no text: nothing to check below them. */
const LEAVES = new Set(['number', 'boolean', 'null', 'undefined', 'literal', 'enum', 'transform', 'never', 'nan']);

/**
 * Every place under a schema where a client's text is taken without the API's string type: a string
 * without `storable`, or a schema that takes anything (unknown, any, a custom check, a template).
 */
function unguarded(schema: Node, path: string, found: Found[] = [], seen = new Set<Node>()): Found[] {
  if (seen.has(schema)) return found;
  seen.add(schema);
  const def = schema._zod.def as unknown as Record<string, unknown> & { type: string };
  const at = (child: unknown, step: string) => unguarded(child as Node, step ? `${path}.${step}` : path, found, seen);
  switch (def.type) {
    case 'string': {
      const checks = (def.checks as unknown[] | undefined) ?? [];
      if (!checks.includes(storable)) found.push({ path, problem: 'a string without the storable check' });
      break;
    }
    case 'object':
      for (const [key, child] of Object.entries(def.shape as Record<string, Node>)) at(child, key);
      if (def.catchall) at(def.catchall, '*');
      break;
    case 'array':
      at(def.element, '[]');
      break;
    case 'union':
      (def.options as Node[]).forEach((option, i) => at(option, `|${i}`));
      break;
    case 'intersection':
      at(def.left, '');
      at(def.right, '');
      break;
    case 'tuple':
      (def.items as Node[]).forEach((item, i) => at(item, String(i)));
      if (def.rest) at(def.rest, '...');
      break;
    case 'record':
      at(def.keyType, '(key)');
      at(def.valueType, '*');
      break;
    case 'pipe':
      at(def.in, '');
      at(def.out, '');
      break;
    case 'lazy':
      at((def.getter as () => Node)(), '');
      break;
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'nonoptional':
    case 'readonly':
    case 'catch':
      at(def.innerType, '');
      break;
    default:
      if (!LEAVES.has(def.type)) found.push({ path, problem: `takes anything (${def.type})` });
  }
  return found;
}

describe('the API string type', () => {
  it("puts the storable check on every string of every contract's data", () => {
    const found = (Object.values(CONTRACTS) as Contract[]).flatMap((contract) => unguarded(contract.data, contract.id));
    expect(found).toEqual([]);
  });

  it("puts it on every string of both envelopes (their data is the contract's)", () => {
    const found = [buyerEnvelopeSchema, platformEnvelopeSchema].flatMap((schema, i) =>
      Object.entries(schema.shape)
        .filter(([key]) => key !== 'data')
        .flatMap(([key, child]) => unguarded(child, `${i ? 'platform' : 'buyer'}.${key}`)),
    );
    expect(found).toEqual([]);
  });

  it('finds a bare string wherever it hides (the walk itself)', async () => {
    const { z } = await import('zod');
    const schema = z.strictObject({
      a: z.array(z.union([z.number(), z.string().max(3)])).optional(),
      b: z.record(z.string(), z.string().check(storable)),
      c: z.string().check(storable),
      d: z.unknown(),
    });
    expect(unguarded(schema, 'x').map((f) => f.path)).toEqual(['x.a.[].|1', 'x.b.(key)', 'x.d']);
  });
});
