import type pg from 'pg';

export type Readiness = { ready: boolean; checks: { database: 'up' | 'down' }; latencyMs: number };

/** The database answers a trivial query within the time limit. */
export async function checkReadiness(pool: pg.Pool, timeoutMs = 2000): Promise<Readiness> {
  const started = performance.now();
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('readiness check timed out')), timeoutMs);
  });
  try {
    await Promise.race([pool.query('SELECT 1'), timeout]);
    return { ready: true, checks: { database: 'up' }, latencyMs: Math.round(performance.now() - started) };
  } catch {
    return { ready: false, checks: { database: 'down' }, latencyMs: Math.round(performance.now() - started) };
  } finally {
    clearTimeout(timer);
  }
}
