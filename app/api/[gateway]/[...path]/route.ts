import { handleGatewayRequest } from '@/lib/api/dispatch';

type Context = { params: Promise<{ gateway: string; path: string[] }> };

// Every gateway of spec §7 under /api/{gateway}/...; the contracts in lib/api/contracts say what is there.
export const dynamic = 'force-dynamic';

async function handle(request: Request, { params }: Context): Promise<Response> {
  const { gateway, path } = await params;
  return handleGatewayRequest(request, gateway, path);
}

export { handle as GET, handle as POST, handle as PUT, handle as PATCH, handle as DELETE };
