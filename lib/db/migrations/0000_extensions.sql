-- Extensions the schema relies on: citext for e-mail addresses, pg_trgm for typo-tolerant search.
-- Both ship with PostgreSQL's contrib (present in Debian's packages and in embedded-postgres).
CREATE EXTENSION IF NOT EXISTS citext;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS pg_trgm;
