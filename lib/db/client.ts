import 'server-only';
import { closeDbShared, getDbShared, getPoolShared, getRootDbShared, type Database } from './shared';

// The pages' and route handlers' way to the database; the proxy uses ./shared directly.
export type { Database };
export const getDb = getDbShared;
export const getRootDb = getRootDbShared;
export const getPool = getPoolShared;
export const closeDb = closeDbShared;
