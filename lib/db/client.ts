import 'server-only';
import { getPoolShared, getTunedPoolShared } from './pool-shared';
import { closeDbShared, getDbShared, getRootDbShared, type Database } from './shared';

// The pages' and route handlers' way to the database; the proxy uses ./pool-shared directly.
export type { Database };
export const getDb = getDbShared;
export const getRootDb = getRootDbShared;
export const getPool = getPoolShared;
export const getTunedPool = getTunedPoolShared;
export const closeDb = closeDbShared;
