import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { recipeFor, startNginx as startLocalNginx } from '@/deploy/nginx/local';

export type RunningNginx = { origin: string; stop(): Promise<void> };

/** nginx running deploy/nginx/sourcefair.conf as shipped, moved to 127.0.0.1 and a temporary cache folder. */
export async function startNginx(options: { listenPort: number; upstreamPort: number }): Promise<RunningNginx> {
  const origin = `http://localhost:${options.listenPort}`;
  const nginx = await startLocalNginx({
    http: (dir) => {
      const cacheDir = path.join(dir, 'cache');
      mkdirSync(cacheDir);
      return recipeFor({ ...options, cacheDir });
    },
    readyUrl: `${origin}/api/health/ready`,
  });
  return { origin, stop: () => nginx.stop() };
}
