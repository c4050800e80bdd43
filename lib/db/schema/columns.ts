import { sql } from 'drizzle-orm';
import { type AnyPgColumn, bigint, char, check, customType, jsonb, smallint, timestamp } from 'drizzle-orm/pg-core';

/** Case-insensitive text (the citext extension): e-mail addresses compare without regard to case. */
export const citext = customType<{ data: string }>({
  dataType: () => 'citext',
});

/** A stored full-text vector; written by PostgreSQL as a generated column, never by the application. */
export const tsvector = customType<{ data: string }>({
  dataType: () => 'tsvector',
});

/** Raw bytes, used for token and content hashes. */
export const bytea = customType<{ data: Buffer; driverData: Buffer }>({
  dataType: () => 'bytea',
});

/** Network address of a client. */
export const inet = customType<{ data: string }>({
  dataType: () => 'inet',
});

/** A time with zone; every timestamp in the schema is one. */
export const tsz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const createdAt = () => tsz('created_at').notNull().defaultNow();
export const updatedAt = () => tsz('updated_at').notNull().defaultNow();

/** Identifier column for tables that grow large; `by default` so the seed can write fixed ids. */
export const idColumn = () => bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity();

/** Reference to a bigint id. */
export const ref = (name: string) => bigint(name, { mode: 'number' });

/** Money is an integer count of minor units (cents, fen) beside an ISO 4217 currency code. */
export const minor = (name: string) => bigint(name, { mode: 'number' });
export const currency = (name = 'currency') => char(name, { length: 3 }).notNull().default('USD');

/**
 * Translations of a language-dependent field for the languages other than En and Cn, keyed by
 * locale code (spec §3: a base field with suffix Cn, En or Local; "Local" is the visitor's language).
 */
export type LocalisedText = Partial<Record<string, string>>;
export const localised = (name: string) =>
  jsonb(name)
    .$type<LocalisedText>()
    .notNull()
    .default(sql`'{}'::jsonb`);

/** spec §3 source codes: 1 pre-registration, 2 organic, 3 inquiry ... 11 pre-registration link. */
export const SOURCE_CODES = { preRegistration: 1, organic: 2, inquiry: 3, rfqEmail: 7, ai: 8 } as const;
export const sourceCode = (defaultCode: number) => smallint('source').notNull().default(defaultCode);
export const sourceCodeCheck = (table: string, column: AnyPgColumn) =>
  check(`${table}_source`, sql`${column} BETWEEN 1 AND 11`);
