import pino, { type Logger } from 'pino';
import { getEnv } from '@/lib/env';

/**
 * The server's one logger: a JSON line per event on standard output (what hosts, journald and log
 * shippers read), from `LOG_LEVEL` up (lib/env.ts). An error goes under `err` with its type, message and
 * stack; the lines of a request carry its `requestId` (server/request-id.mjs).
 */
let logger: Logger | undefined;

export function getLogger(): Logger {
  // logging never fails: an environment that does not parse is reported by whatever reads it next
  logger ??= pino({ level: levelOrInfo(), timestamp: pino.stdTimeFunctions.isoTime }, process.stdout);
  return logger;
}

function levelOrInfo(): string {
  try {
    return getEnv().LOG_LEVEL;
  } catch {
    return 'info';
  }
}
