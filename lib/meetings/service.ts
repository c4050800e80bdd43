import 'server-only';
import { aliasedTable, and, asc, count, desc, eq, gt, inArray, isNull, not, or, sql, type SQL } from 'drizzle-orm';
import { deliverSoon } from '@/lib/mail/outbox';
import type { BuyerMeeting, BuyerMeetingGroups, MeetingState, SupplierMeeting, SupplierMeetingGroups } from './schemas';
import { pickLocalised } from '@/lib/catalogue/localise';
import { getDb } from '@/lib/db/client';
import { accounts, buyerProfiles, exhibitions, meetingRequests, suppliers } from '@/lib/db/schema';
import { joinWithComma } from '@/lib/i18n/join';
import { DEFAULT_LOCALE, isLocale, type Locale } from '@/lib/i18n/locales';
import { enqueueMail } from '@/lib/mail/outbox';
import { href } from '@/lib/routes/href';
import { countryTimeZone } from './country-time-zone';
import { formatMeetingTime } from './format';
import {
  MEETING_MAX_OPEN_PER_SUPPLIER,
  readProposal,
  type MeetingDecision,
  type MeetingRequestInput,
  type ProposedTimeProblem,
} from './rules';
import { findMeetingExhibition } from './supplier';

/** Absolute links to pages of the site the call came for (the mails' links). */
export type SiteLinks = { page: (path: string) => string };

/** Lists: every waiting and upcoming request (at most this many each), and the latest earlier ones. */
export const MEETING_LIST_LIMITS = { open: 100, earlier: 20 } as const;

// pg_advisory_xact_lock's first key: the meeting requests' own lock space
const LOCK_SPACE = 7301;

type Row = typeof meetingRequests.$inferSelect;
type Owner = { buyerAccountId: number } | { supplierId: number };

/** A waiting request whose time has passed unanswered reads as expired. */
export function meetingState(status: string, proposedAt: Date, now: number): MeetingState {
  if (status === 'pending' && proposedAt.getTime() <= now) return 'expired';
  return status as MeetingState;
}

function mailLocale(preferred: string | null): Locale {
  return preferred && isLocale(preferred) ? preferred : DEFAULT_LOCALE;
}

/** A left-joined exhibition's name in the reader's language; null when the request names none. */
function exhibitionName(
  locale: Locale,
  e: { en: string | null; cn: string | null; names: Partial<Record<string, string>> | null } | null,
): string | null {
  return e?.en ? pickLocalised(locale, { en: e.en, cn: e.cn ?? '', local: e.names ?? {} }) : null;
}

/** The three groups of an owner's requests, each one bounded query on the owner's (…, proposed_at) index. */
async function readGroups(owner: Owner, now: number) {
  const at = new Date(now);
  const own: SQL =
    'buyerAccountId' in owner
      ? eq(meetingRequests.buyerAccountId, owner.buyerAccountId)
      : eq(meetingRequests.supplierId, owner.supplierId);
  const ends = sql`${meetingRequests.proposedAt} + ${meetingRequests.durationMinutes} * interval '1 minute'`;
  const pending = and(eq(meetingRequests.status, 'pending'), gt(meetingRequests.proposedAt, at));
  const upcoming = and(eq(meetingRequests.status, 'accepted'), sql`${ends} > ${at}`);
  const read = (where: SQL | undefined, order: SQL, limit: number) =>
    getDb()
      .select({ id: meetingRequests.id })
      .from(meetingRequests)
      .where(and(own, where))
      .orderBy(order, asc(meetingRequests.id))
      .limit(limit);
  const [p, u, e] = await Promise.all([
    read(pending, asc(meetingRequests.proposedAt), MEETING_LIST_LIMITS.open),
    read(upcoming, asc(meetingRequests.proposedAt), MEETING_LIST_LIMITS.open),
    read(not(or(pending, upcoming) ?? sql`false`), desc(meetingRequests.proposedAt), MEETING_LIST_LIMITS.earlier),
  ]);
  return { pending: p.map((r) => r.id), upcoming: u.map((r) => r.id), earlier: e.map((r) => r.id) };
}

function base(row: Row, exhibition: { id: number; name: string } | null, now: number) {
  return {
    id: row.id,
    state: meetingState(row.status, row.proposedAt, now),
    proposedAt: row.proposedAt.toISOString(),
    timeZone: row.timeZone,
    durationMinutes: row.durationMinutes,
    topic: row.topic,
    exhibition,
    createdAt: row.createdAt.toISOString(),
    respondedAt: row.respondedAt?.toISOString() ?? null,
  };
}

/** Requests as their buyer sees them, in the order of `ids`. */
async function buyerMeetingsByIds(locale: Locale, ids: number[], now: number): Promise<BuyerMeeting[]> {
  if (ids.length === 0) return [];
  const rows = await getDb()
    .select({
      row: meetingRequests,
      supplier: {
        id: suppliers.id,
        slug: suppliers.slug,
        en: suppliers.nameEn,
        cn: suppliers.nameCn,
        names: suppliers.names,
        country: suppliers.countryCode,
      },
      exhibition: { id: exhibitions.id, en: exhibitions.nameEn, cn: exhibitions.nameCn, names: exhibitions.names },
    })
    .from(meetingRequests)
    .innerJoin(suppliers, eq(suppliers.id, meetingRequests.supplierId))
    .leftJoin(exhibitions, eq(exhibitions.id, meetingRequests.exhibitionId))
    .where(inArray(meetingRequests.id, ids));
  const byId = new Map(
    rows.map(({ row, supplier: s, exhibition: e }) => {
      const name = exhibitionName(locale, e);
      const meeting: BuyerMeeting = {
        ...base(row, e?.id && name ? { id: e.id, name } : null, now),
        supplier: {
          id: s.id,
          slug: s.slug,
          name: pickLocalised(locale, { en: s.en, cn: s.cn, local: s.names }),
          timeZone: countryTimeZone(s.country),
        },
      };
      return [row.id, meeting] as const;
    }),
  );
  return ids.flatMap((id) => byId.get(id) ?? []);
}

const buyerAccount = aliasedTable(accounts, 'buyer_account');

/** Requests as the supplier sees them, in the order of `ids`; the buyer's e-mail only once accepted. */
async function supplierMeetingsByIds(locale: Locale, ids: number[], now: number): Promise<SupplierMeeting[]> {
  if (ids.length === 0) return [];
  const rows = await getDb()
    .select({
      row: meetingRequests,
      buyer: {
        nickname: buyerAccount.nickname,
        email: buyerAccount.email,
        contactName: buyerProfiles.contactName,
        companyName: buyerProfiles.companyName,
        countryCode: buyerProfiles.countryCode,
      },
      exhibition: { id: exhibitions.id, en: exhibitions.nameEn, cn: exhibitions.nameCn, names: exhibitions.names },
    })
    .from(meetingRequests)
    .innerJoin(buyerAccount, eq(buyerAccount.id, meetingRequests.buyerAccountId))
    .leftJoin(buyerProfiles, eq(buyerProfiles.accountId, meetingRequests.buyerAccountId))
    .leftJoin(exhibitions, eq(exhibitions.id, meetingRequests.exhibitionId))
    .where(inArray(meetingRequests.id, ids));
  const byId = new Map(
    rows.map(({ row, buyer: b, exhibition: e }) => {
      const name = exhibitionName(locale, e);
      const meeting: SupplierMeeting = {
        ...base(row, e?.id && name ? { id: e.id, name } : null, now),
        buyer: {
          name: b.contactName || b.nickname || null,
          companyName: b.companyName ?? null,
          countryCode: b.countryCode ?? null,
          email: row.status === 'accepted' ? b.email : null,
        },
      };
      return [row.id, meeting] as const;
    }),
  );
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** The buyer's own requests: waiting for an answer, upcoming, earlier. */
export async function listBuyerMeetings(
  locale: Locale,
  buyerAccountId: number,
  now = Date.now(),
): Promise<BuyerMeetingGroups> {
  const ids = await readGroups({ buyerAccountId }, now);
  const [pending, upcoming, earlier] = await Promise.all([
    buyerMeetingsByIds(locale, ids.pending, now),
    buyerMeetingsByIds(locale, ids.upcoming, now),
    buyerMeetingsByIds(locale, ids.earlier, now),
  ]);
  return { pending, upcoming, earlier };
}

/** The requests buyers sent to the supplier: waiting for an answer, upcoming, earlier. */
export async function listSupplierMeetings(
  locale: Locale,
  supplierId: number,
  now = Date.now(),
): Promise<SupplierMeetingGroups> {
  const ids = await readGroups({ supplierId }, now);
  const [pending, upcoming, earlier] = await Promise.all([
    supplierMeetingsByIds(locale, ids.pending, now),
    supplierMeetingsByIds(locale, ids.upcoming, now),
    supplierMeetingsByIds(locale, ids.earlier, now),
  ]);
  return { pending, upcoming, earlier };
}

export type CreateMeetingError = 'supplierUnknown' | 'exhibitionUnknown' | 'openLimit' | ProposedTimeProblem;
export type CreateMeetingResult = { ok: true; meeting: BuyerMeeting } | { ok: false; error: CreateMeetingError };

/**
 * A buyer's request to a supplier: the time checked against the window, the exhibition against the
 * supplier's, at most MEETING_MAX_OPEN_PER_SUPPLIER waiting at once (counted under a lock per buyer and
 * supplier, so two tabs cannot pass it together). The supplier's people are mailed in the same transaction.
 */
export async function createMeetingRequest(input: {
  buyerAccountId: number;
  locale: Locale;
  data: MeetingRequestInput;
  links: SiteLinks;
  now?: number;
}): Promise<CreateMeetingResult> {
  const { buyerAccountId, locale, data, links } = input;
  const now = input.now ?? Date.now();
  const { instant, problem } = readProposal(data, now);
  if (problem || !instant) return { ok: false, error: problem ?? 'nonexistent' };
  const db = getDb();
  const [supplier] = await db.select().from(suppliers).where(eq(suppliers.id, data.supplierId)).limit(1);
  if (!supplier) return { ok: false, error: 'supplierUnknown' };
  const exhibition =
    data.exhibitionId === undefined ? null : await findMeetingExhibition(locale, supplier.id, data.exhibitionId);
  if (data.exhibitionId !== undefined && !exhibition) return { ok: false, error: 'exhibitionUnknown' };

  const row = await db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${LOCK_SPACE}, hashtext(${`${buyerAccountId}:${supplier.id}`}))`);
    const [open] = await tx
      .select({ n: count() })
      .from(meetingRequests)
      .where(
        and(
          eq(meetingRequests.buyerAccountId, buyerAccountId),
          eq(meetingRequests.supplierId, supplier.id),
          eq(meetingRequests.status, 'pending'),
          gt(meetingRequests.proposedAt, new Date(now)),
        ),
      );
    if ((open?.n ?? 0) >= MEETING_MAX_OPEN_PER_SUPPLIER) return undefined;
    const [created] = await tx
      .insert(meetingRequests)
      .values({
        buyerAccountId,
        supplierId: supplier.id,
        exhibitionId: exhibition?.id ?? null,
        proposedAt: instant,
        durationMinutes: data.durationMinutes,
        timeZone: data.timeZone,
        topic: data.topic,
      })
      .returning();
    if (!created) throw new Error('meeting request not created');
    await mailSupplierPeople(tx, created, supplier.countryCode, exhibition?.name ?? null, links);
    return created;
  });
  if (!row) return { ok: false, error: 'openLimit' };
  deliverSoon();
  const [meeting] = await buyerMeetingsByIds(locale, [row.id], now);
  if (!meeting) throw new Error('meeting request not readable');
  return { ok: true, meeting };
}

type Tx = Parameters<Parameters<ReturnType<typeof getDb>['transaction']>[0]>[0];

/** "New meeting request" to every active account of the supplier, in each one's language and the supplier's zone. */
async function mailSupplierPeople(
  tx: Tx,
  row: Row,
  supplierCountry: string,
  exhibition: string | null,
  links: SiteLinks,
): Promise<void> {
  const [buyer] = await tx
    .select({ nickname: accounts.nickname, contactName: buyerProfiles.contactName, company: buyerProfiles.companyName })
    .from(accounts)
    .leftJoin(buyerProfiles, eq(buyerProfiles.accountId, accounts.id))
    .where(eq(accounts.id, row.buyerAccountId));
  const people = await tx
    .select({
      id: accounts.id,
      email: accounts.email,
      nickname: accounts.nickname,
      language: accounts.preferredLanguage,
    })
    .from(accounts)
    .where(and(eq(accounts.supplierId, row.supplierId), eq(accounts.memberType, 3), isNull(accounts.disabledAt)));
  const zone = countryTimeZone(supplierCountry) ?? row.timeZone;
  for (const person of people) {
    const locale = mailLocale(person.language);
    const buyerName = joinWithComma([buyer?.contactName || buyer?.nickname, buyer?.company], locale) || null;
    await enqueueMail(tx, {
      to: person.email,
      template: 'meetingRequested',
      locale,
      payload: {
        name: person.nickname ?? person.email,
        buyer: buyerName,
        when: formatMeetingTime(locale, row.proposedAt, zone),
        durationMinutes: row.durationMinutes,
        topic: row.topic,
        exhibition,
        link: links.page(href('supplierWorkspace')),
      },
      dedupeKey: `meeting-request:${row.id}:${person.id}`,
    });
  }
}

export type AnswerMeetingResult =
  | { ok: true; meeting: SupplierMeeting }
  | { ok: false; error: 'notFound' | 'passed' | 'answered'; state?: MeetingState };

/**
 * A supplier's answer to a waiting request of its own company (one conditional UPDATE, so two people of
 * the company answering at once cannot both win). The buyer is mailed with the change. The same answer
 * again is a success that changes nothing; another company's request is not found.
 */
export async function answerMeetingRequest(input: {
  supplierId: number;
  id: number;
  decision: MeetingDecision;
  locale: Locale;
  links: SiteLinks;
  now?: number;
}): Promise<AnswerMeetingResult> {
  const { supplierId, id, decision, locale, links } = input;
  const now = input.now ?? Date.now();
  const status = decision === 'accept' ? 'accepted' : 'declined';
  const changed = await getDb().transaction(async (tx) => {
    const [row] = await tx
      .update(meetingRequests)
      .set({ status, respondedAt: new Date(now) })
      .where(
        and(
          eq(meetingRequests.id, id),
          eq(meetingRequests.supplierId, supplierId),
          eq(meetingRequests.status, 'pending'),
          gt(meetingRequests.proposedAt, new Date(now)),
        ),
      )
      .returning();
    if (row) await mailBuyer(tx, row, decision, links);
    return row;
  });
  if (changed) deliverSoon();
  // nothing changed: say why, without telling one company anything of another's requests
  if (!changed && !(await belongsTo(id, supplierId))) return { ok: false, error: 'notFound' };
  const [meeting] = await supplierMeetingsByIds(locale, [id], now);
  if (!meeting) return { ok: false, error: 'notFound' };
  if (changed || meeting.state === status) return { ok: true, meeting };
  if (meeting.state === 'expired') return { ok: false, error: 'passed', state: meeting.state };
  return { ok: false, error: 'answered', state: meeting.state };
}

async function belongsTo(id: number, supplierId: number): Promise<boolean> {
  const [row] = await getDb()
    .select({ id: meetingRequests.id })
    .from(meetingRequests)
    .where(and(eq(meetingRequests.id, id), eq(meetingRequests.supplierId, supplierId)))
    .limit(1);
  return Boolean(row);
}

/** The supplier's answer to the buyer, in the buyer's language and the zone the time was proposed in. */
async function mailBuyer(tx: Tx, row: Row, decision: MeetingDecision, links: SiteLinks): Promise<void> {
  const [buyer] = await tx
    .select({
      email: accounts.email,
      nickname: accounts.nickname,
      language: accounts.preferredLanguage,
      disabledAt: accounts.disabledAt,
    })
    .from(accounts)
    .where(eq(accounts.id, row.buyerAccountId));
  const [supplier] = await tx
    .select({ en: suppliers.nameEn, cn: suppliers.nameCn, names: suppliers.names })
    .from(suppliers)
    .where(eq(suppliers.id, row.supplierId));
  if (!buyer || buyer.disabledAt || !supplier) return;
  const locale = mailLocale(buyer.language);
  const payload = {
    name: buyer.nickname ?? buyer.email,
    supplier: pickLocalised(locale, { en: supplier.en, cn: supplier.cn, local: supplier.names }),
    when: formatMeetingTime(locale, row.proposedAt, row.timeZone),
    durationMinutes: row.durationMinutes,
  };
  if (decision === 'accept') {
    await enqueueMail(tx, {
      to: buyer.email,
      template: 'meetingAccepted',
      locale,
      payload: { ...payload, link: links.page(href('myMeetings')) },
    });
  } else {
    await enqueueMail(tx, {
      to: buyer.email,
      template: 'meetingDeclined',
      locale,
      payload: { ...payload, link: links.page(href('requestMeeting', {}, { query: { supplierId: row.supplierId } })) },
    });
  }
}
