import { revalidateTag } from 'next/cache';
import { handleGatewayRequest } from '@/lib/api/dispatch';
import type { CacheTag } from '@/lib/cache/tags';

type Context = { params: Promise<{ gateway: string; path: string[] }> };

// Every gateway of spec §7 under /api/{gateway}/...; the contracts in lib/api/contracts say what is there.
export const dynamic = 'force-dynamic';

/** A successful write's cached reads expire at once: the next read is fresh (lib/api/contract.ts `expires`). */
function expire(tags: readonly CacheTag[]) {
  for (const tag of tags) revalidateTag(tag, { expire: 0 });
}

async function handle(request: Request, { params }: Context): Promise<Response> {
  const { gateway, path } = await params;
  return handleGatewayRequest(request, gateway, path, { expire });
}

export { handle as GET, handle as POST, handle as PUT, handle as PATCH, handle as DELETE };
