import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

setFlagsFromString('--expose-gc');
const collect = runInNewContext('gc') as () => void;

/** Whether the object behind `ref` is gone after pending callbacks ran and a full collection. */
export async function collected(ref: WeakRef<object>): Promise<boolean> {
  await new Promise((resolve) => setImmediate(resolve));
  collect();
  collect();
  return ref.deref() === undefined;
}
