import 'server-only';
import {
  closeDbShared,
  getDbShared,
  getPoolShared,
  getRootDbShared,
  getTunedPoolShared,
  type Database,
} from './shared';

// The pages' and route handlers' way to the database; the proxy uses ./shared directly.
export type { Database };
export const getDb = getDbShared;
export const getRootDb = getRootDbShared;
export const getPool = getPoolShared;
export const getTunedPool = getTunedPoolShared;
export const closeDb = closeDbShared;
