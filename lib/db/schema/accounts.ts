import { sql } from 'drizzle-orm';
import {
  boolean,
  char,
  check,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import {
  bytea,
  citext,
  createdAt,
  idColumn,
  inet,
  ref,
  SOURCE_CODES,
  sourceCode,
  sourceCodeCheck,
  tsz,
  updatedAt,
} from './columns';
import { countries, websites } from './sites';
import { suppliers } from './catalogue';

/**
 * One table for every person who signs in. spec §3 member types: buyer 2, supplier 3. Sharing the
 * table keeps an e-mail unique across both kinds, so a supplier can be recognised and refused at the
 * buyer login and registration (spec §5, §6).
 */
export const accounts = pgTable(
  'accounts',
  {
    id: idColumn(),
    memberType: smallint('member_type').notNull(),
    email: citext('email').notNull(),
    passwordHash: text('password_hash'),
    nickname: text('nickname'),
    /** Set for member type 3: the supplier company this person works for. */
    supplierId: ref('supplier_id').references(() => suppliers.id, { onDelete: 'restrict' }),
    websiteId: integer('website_id').references(() => websites.id),
    preferredLanguage: text('preferred_language'),
    emailVerifiedAt: tsz('email_verified_at'),
    disabledAt: tsz('disabled_at'),
    lastLoginAt: tsz('last_login_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('accounts_email_key').on(t.email),
    index('accounts_supplier_idx').on(t.supplierId),
    check('accounts_member_type', sql`${t.memberType} IN (2, 3)`),
    check('accounts_supplier_link', sql`(${t.memberType} = 3) = (${t.supplierId} IS NOT NULL)`),
    check('accounts_email_length', sql`char_length(${t.email}) <= 100`), // spec §5: e-mail at most 100
  ],
);

/** The purchase profile of a buyer (spec §3 buyer user info, register payload). */
export const buyerProfiles = pgTable(
  'buyer_profiles',
  {
    accountId: ref('account_id')
      .primaryKey()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    companyName: text('company_name'),
    contactName: text('contact_name'),
    mobile: text('mobile'),
    dialingCode: text('dialing_code'),
    countryCode: char('country_code', { length: 2 }).references(() => countries.code),
    tagCodes: text('tag_codes')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    productName: text('product_name'),
    companyWebsite: text('company_website'),
    businessType: smallint('business_type'),
    jobTitle: text('job_title'),
    /** spec §1, §6: the global-buyer flag. */
    isGlobalBuyer: boolean('is_global_buyer').notNull().default(false),
    source: sourceCode(SOURCE_CODES.organic),
    gclid: text('gclid'),
    updatedAt: updatedAt(),
  },
  (t) => [
    sourceCodeCheck('buyer_profiles', t.source),
    check('buyer_profiles_tag_count', sql`cardinality(${t.tagCodes}) <= 10`), // spec §5: at most 10 tags
  ],
);

/** Server-side sessions: only a hash of the opaque token is stored. */
export const sessions = pgTable(
  'sessions',
  {
    id: idColumn(),
    tokenHash: bytea('token_hash').notNull(),
    accountId: ref('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: tsz('expires_at').notNull(),
    lastSeenAt: tsz('last_seen_at').notNull().defaultNow(),
    revokedAt: tsz('revoked_at'),
    ip: inet('ip'),
    userAgent: text('user_agent'),
  },
  (t) => [
    uniqueIndex('sessions_token_hash_key').on(t.tokenHash),
    index('sessions_account_idx').on(t.accountId),
    index('sessions_expires_idx').on(t.expiresAt),
  ],
);

/** spec §2 silent login ('ac', 'appToken'), password reset and initialisation, e-mail verification. */
export const loginCodePurpose = pgEnum('login_code_purpose', [
  'auto_login',
  'app_token',
  'reset_password',
  'init_password',
  'verify_email',
]);

export const loginCodes = pgTable(
  'login_codes',
  {
    id: idColumn(),
    codeHash: bytea('code_hash').notNull(),
    accountId: ref('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    purpose: loginCodePurpose('purpose').notNull(),
    createdAt: createdAt(),
    expiresAt: tsz('expires_at').notNull(),
    usedAt: tsz('used_at'),
  },
  (t) => [uniqueIndex('login_codes_code_hash_key').on(t.codeHash), index('login_codes_account_idx').on(t.accountId)],
);

/** spec §3 social providers: linkedin, facebook, google. */
export const oauthIdentities = pgTable(
  'oauth_identities',
  {
    provider: text('provider').notNull(),
    subject: text('subject').notNull(),
    accountId: ref('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    email: citext('email'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.provider, t.subject] }),
    index('oauth_identities_account_idx').on(t.accountId),
    check('oauth_identities_provider', sql`${t.provider} IN ('linkedin', 'facebook', 'google')`),
  ],
);

/**
 * A social sign-in in progress: the PKCE verifier and nonce stay on the server, keyed by the hash of the
 * state the browser carries (and holds in a cookie), for 10 minutes and one use.
 */
export const oauthStates = pgTable(
  'oauth_states',
  {
    stateHash: bytea('state_hash').primaryKey(),
    provider: text('provider').notNull(),
    codeVerifier: text('code_verifier').notNull(),
    nonce: text('nonce').notNull(),
    redirectPath: text('redirect_path').notNull(),
    createdAt: createdAt(),
    expiresAt: tsz('expires_at').notNull(),
  },
  (t) => [
    index('oauth_states_expires_idx').on(t.expiresAt),
    check('oauth_states_provider', sql`${t.provider} IN ('linkedin', 'facebook', 'google')`),
  ],
);

/** Notification choices behind /setting/unsubscribe. */
export const notificationSettings = pgTable('notification_settings', {
  accountId: ref('account_id')
    .primaryKey()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  newsletter: boolean('newsletter').notNull().default(true),
  rfqUpdates: boolean('rfq_updates').notNull().default(true),
  exhibitionNews: boolean('exhibition_news').notNull().default(true),
  unsubscribedAllAt: tsz('unsubscribed_all_at'),
  updatedAt: updatedAt(),
});
