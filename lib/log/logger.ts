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
  logger ??= pino(
    {
      level: levelOrInfo(),
      timestamp: pino.stdTimeFunctions.isoTime,
      serializers: { err: serializeError },
    },
    process.stdout,
  );
  return logger;
}

function levelOrInfo(): string {
  try {
    return getEnv().LOG_LEVEL;
  } catch {
    return 'info';
  }
}

const WITHHELD = '[values withheld]';

/**
 * A failed statement's values may be a buyer's e-mail address or message: the statement is logged, its
 * values are not. Drizzle repeats them in `params` and after "params:" in its message (and so in the
 * stack), which the serializer follows with the cause's own message.
 */
function serializeError(error: unknown): unknown {
  const serialized: unknown = pino.stdSerializers.err(error as Error);
  const texts: string[] = [];
  for (
    let e: unknown = error, depth = 0;
    e && typeof e === 'object' && depth < 8;
    e = (e as { cause?: unknown }).cause, depth++
  ) {
    if ('params' in e && Array.isArray(e.params) && e.params.length > 0) texts.push(`params: ${String(e.params)}`);
  }
  return texts.length ? withheld(serialized, texts) : serialized;
}

function withheld(value: unknown, texts: string[]): unknown {
  if (typeof value === 'string')
    return texts.reduce((text, secret) => text.split(secret).join(`params: ${WITHHELD}`), value);
  if (Array.isArray(value) || value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, field]) => [key, key === 'params' ? WITHHELD : withheld(field, texts)]),
  );
}
