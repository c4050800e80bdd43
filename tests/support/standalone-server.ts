import { spawn } from 'node:child_process';
import path from 'node:path';
import { expect } from '@playwright/test';
import { freePort } from './heap-server';
import { e2eServerEnv } from './server-env';

export type StandaloneServer = { site: string; output: () => string; stop: () => Promise<void> };

/**
 * Starts Next's standalone output (.next/standalone/server.js, what most hosts run) with the e2e suite's
 * settings and `env` on top, and waits until it answers its readiness check.
 */
export async function startStandalone(env: Record<string, string> = {}): Promise<StandaloneServer> {
  const port = await freePort();
  const child = spawn(process.execPath, ['server.js'], {
    cwd: path.resolve(__dirname, '../../.next/standalone'),
    env: {
      ...process.env,
      ...e2eServerEnv(Number(process.env.E2E_PORT ?? 3100)),
      ...env,
      PORT: String(port),
      HOSTNAME: 'localhost',
    },
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const site = `http://localhost:${port}`;
  await expect
    .poll(
      async () => {
        expect(child.exitCode, output).toBeNull();
        return (await fetch(`${site}/api/health/ready`).catch(() => undefined))?.status;
      },
      { timeout: 60_000 },
    )
    .toBe(200);
  return {
    site,
    output: () => output,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}
