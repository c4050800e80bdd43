import { FAVOURITE_STATUS_MAX_IDS } from './rules';

export type FollowKind = 'product' | 'exhibitor';
export type StatusQuestion = { productIds: number[]; supplierIds: number[] };
export type StatusAnswer = { productIds: number[]; supplierIds: number[] };

type Waiting = { kind: FollowKind; id: number; resolve: (followed: boolean) => void; reject: (e: unknown) => void };

/**
 * Gathers the "is this followed?" questions a page's buttons ask while it renders into one call
 * (`favoriteStatus`, at most 100 ids of each kind a call), so ten buttons cost one request, not ten.
 */
export function createFollowedLoader(
  fetchStatus: (question: StatusQuestion) => Promise<StatusAnswer>,
  schedule: (flush: () => void) => void = (flush) => setTimeout(flush, 0),
): (kind: FollowKind, id: number) => Promise<boolean> {
  let waiting: Waiting[] = [];

  const ask = async (batch: Waiting[]) => {
    const productIds = [...new Set(batch.filter((w) => w.kind === 'product').map((w) => w.id))];
    const supplierIds = [...new Set(batch.filter((w) => w.kind === 'exhibitor').map((w) => w.id))];
    try {
      const answer = await fetchStatus({ productIds, supplierIds });
      const products = new Set(answer.productIds);
      const suppliers = new Set(answer.supplierIds);
      for (const w of batch) w.resolve((w.kind === 'product' ? products : suppliers).has(w.id));
    } catch (error) {
      for (const w of batch) w.reject(error);
    }
  };

  const flush = () => {
    const all = waiting;
    waiting = [];
    // chunks of at most 100 distinct ids of each kind (the contract's limit)
    const chunks: Waiting[][] = [];
    for (const w of all) {
      const fits = chunks.find((chunk) => {
        const same = chunk.filter((c) => c.kind === w.kind);
        return same.some((c) => c.id === w.id) || new Set(same.map((c) => c.id)).size < FAVOURITE_STATUS_MAX_IDS;
      });
      if (fits) fits.push(w);
      else chunks.push([w]);
    }
    for (const chunk of chunks) void ask(chunk);
  };

  return (kind, id) =>
    new Promise<boolean>((resolve, reject) => {
      if (waiting.length === 0) schedule(flush);
      waiting.push({ kind, id, resolve, reject });
    });
}
