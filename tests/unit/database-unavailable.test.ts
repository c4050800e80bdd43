import { isDatabaseUnavailable } from '@/lib/db/unavailable';

// lib/db/unavailable.ts: which failures are an outage (503 with Retry-After) and which are faults (500).
function sqlError(code: string, message = 'error'): Error {
  return Object.assign(new Error(message), { code });
}

/** Drizzle's wrapper of a failed query: the driver's error is its cause. */
function drizzleError(cause: unknown): Error {
  return Object.assign(new Error('Failed query: select 1\nparams: '), { cause });
}

describe('isDatabaseUnavailable', () => {
  it.each([
    ['a refused connection', sqlError('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432')],
    ['a refused connection to every address of a host', new AggregateError([sqlError('ECONNREFUSED')], '')],
    ['a connection reset', sqlError('ECONNRESET')],
    ['the pool finding no connection in time', new Error('timeout exceeded when trying to connect')],
    ['a new connection timing out', new Error('Connection terminated due to connection timeout')],
    ['the server closing a connection', new Error('Connection terminated unexpectedly')],
    ['57P01 admin shutdown', sqlError('57P01', 'terminating connection due to administrator command')],
    ['57P02 crash shutdown', sqlError('57P02')],
    ['57P03 cannot connect now', sqlError('57P03', 'the database system is starting up')],
    ['53300 too many connections', sqlError('53300')],
    ['08006 connection failure', sqlError('08006')],
    ['08001 unable to connect', sqlError('08001')],
    ['08P01 protocol violation', sqlError('08P01')],
  ])('counts %s as an outage, also inside a failed query', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
    expect(isDatabaseUnavailable(drizzleError(error))).toBe(true);
  });

  it.each([
    ['a unique violation', sqlError('23505')],
    ['a statement timeout', sqlError('57014', 'canceling statement due to statement timeout')],
    ['a syntax error', sqlError('42601')],
    ['a missing table', sqlError('42P01')],
    ['a programming error', new TypeError('x is undefined')],
    ['a string', 'ECONNREFUSED'],
    ['nothing', undefined],
  ])('does not count %s as an outage', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
    expect(isDatabaseUnavailable(drizzleError(error))).toBe(false);
  });

  it('stops at a cause that refers back to itself', () => {
    const error = new Error('loop') as Error & { cause?: unknown };
    error.cause = error;
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});
