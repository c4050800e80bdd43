import { z } from 'zod';

/**
 * spec §3: a product's id and name appear under several field names in the
 * original clients. Client-safe: the contracts take them where the app sends them.
 */
export const PRODUCT_ID_ALIASES = ['goodsSpuId', 'goodId', 'spuId'] as const;
export const PRODUCT_NAME_ALIASES = ['goodsName', 'enName'] as const;

type Aliases = Record<string, readonly string[]>;

/**
 * The same object schema, also taking each field under one of its other names: the first alias present
 * is read as the field when the field itself is absent. A field sent under two names keeps its own, and
 * the alias is then an unknown key the strict schema refuses, so nothing sent is silently dropped.
 */
export function withAliases<S extends z.ZodType>(schema: S, aliases: Aliases) {
  return z.preprocess((value) => {
    if (!value || typeof value !== 'object' || Array.isArray(value)) return value;
    const record = { ...(value as Record<string, unknown>) };
    for (const [field, names] of Object.entries(aliases)) {
      if (record[field] !== undefined) continue;
      const alias = names.find((name) => record[name] !== undefined);
      if (!alias) continue;
      record[field] = record[alias];
      delete record[alias];
    }
    return record;
  }, schema);
}
