import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { products, suppliers } from './catalogue';
import { createdAt, idColumn, ref, tsz, updatedAt } from './columns';
import { exhibitions } from './expo';
import { quotations, rfqs } from './sourcing';
import { websites } from './sites';

/** spec §3 chat profile; spec §6: userType account or visitor, agent chosen by A/B bucket. */
export const aiChatSessions = pgTable(
  'ai_chat_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(), // sessionId
    accountId: ref('account_id').references(() => accounts.id, { onDelete: 'cascade' }),
    visitorId: text('visitor_id').notNull(),
    userType: text('user_type').notNull(),
    agent: text('agent').notNull(),
    pageVersion: text('page_version'),
    exhibitionId: ref('exhibition_id').references(() => exhibitions.id, { onDelete: 'set null' }),
    initVars: jsonb('init_vars')
      .$type<Record<string, unknown>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    effectiveChatType: text('effective_chat_type'),
    status: text('status').notNull().default('open'),
    title: text('title'),
    latestMsgHash: text('latest_msg_hash'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('ai_chat_sessions_account_idx').on(t.accountId, t.updatedAt.desc()),
    index('ai_chat_sessions_visitor_idx').on(t.visitorId, t.updatedAt.desc()),
    check('ai_chat_sessions_user_type', sql`${t.userType} IN ('account', 'visitor')`),
    check('ai_chat_sessions_agent', sql`${t.agent} IN ('FastGptRfqAgent', 'DuShiRfqAgent')`),
  ],
);

/** spec §3 chat message: role user, robot or error. */
export const aiChatMessages = pgTable(
  'ai_chat_messages',
  {
    id: idColumn(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => aiChatSessions.id, { onDelete: 'cascade' }),
    role: text('role').notNull(),
    content: text('content').notNull(),
    hash: text('hash').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('ai_chat_messages_session_idx').on(t.sessionId, t.id),
    check('ai_chat_messages_role', sql`${t.role} IN ('user', 'robot', 'error')`),
    // spec §5: a user's chat message is at most 400 characters
    check('ai_chat_messages_user_size', sql`${t.role} <> 'user' OR char_length(${t.content}) <= 400`),
  ],
);

/** One thread between a buyer and a supplier; messages may refer to a product, an RFQ or a quotation. */
export const conversations = pgTable(
  'conversations',
  {
    id: idColumn(),
    buyerAccountId: ref('buyer_account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    supplierId: ref('supplier_id')
      .notNull()
      .references(() => suppliers.id, { onDelete: 'cascade' }),
    lastMessageAt: tsz('last_message_at'),
    buyerUnread: integer('buyer_unread').notNull().default(0),
    supplierUnread: integer('supplier_unread').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('conversations_pair_key').on(t.buyerAccountId, t.supplierId),
    index('conversations_supplier_idx').on(t.supplierId, t.lastMessageAt.desc()),
  ],
);

export const conversationMessages = pgTable(
  'conversation_messages',
  {
    id: idColumn(),
    conversationId: ref('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    senderAccountId: ref('sender_account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    productId: ref('product_id').references(() => products.id, { onDelete: 'set null' }),
    rfqId: ref('rfq_id').references(() => rfqs.id, { onDelete: 'set null' }),
    quotationId: ref('quotation_id').references(() => quotations.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    readAt: tsz('read_at'),
  },
  (t) => [
    index('conversation_messages_conversation_idx').on(t.conversationId, t.id),
    check('conversation_messages_body', sql`char_length(${t.body}) BETWEEN 1 AND 4000`),
  ],
);

/**
 * A message to customer service (spec §2 /customer-service): kept for two years (the privacy policy's
 * period); `reference` is what the sender and the operator quote to each other.
 */
export const supportMessages = pgTable(
  'support_messages',
  {
    id: idColumn(),
    reference: text('reference').notNull(),
    topic: text('topic').notNull(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    company: text('company'),
    subjectReference: text('subject_reference'),
    message: text('message').notNull(),
    accountId: ref('account_id').references(() => accounts.id, { onDelete: 'set null' }),
    websiteId: integer('website_id').references(() => websites.id),
    lang: text('lang').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('support_messages_reference_key').on(t.reference),
    index('support_messages_created_brin').using('brin', t.createdAt),
    check(
      'support_messages_topic',
      sql`${t.topic} IN ('account', 'enquiry', 'exhibition', 'supplier', 'privacy', 'other')`,
    ),
  ],
);
