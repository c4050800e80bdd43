import type { Server } from 'node:http';

export type GracefulStop = {
  readonly stopping: boolean;
  stop(onClosed: () => void): void;
  stopNow(): void;
};
export declare function gracefulStop(server: Server, options: { drainTimeoutMs: number }): GracefulStop;
