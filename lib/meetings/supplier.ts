import 'server-only';
import { unstable_cache } from 'next/cache';
import { and, between, eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { booths, exhibitions, exhibitors, suppliers } from '@/lib/db/schema';
import { CACHE_TAGS, supplierTag } from '@/lib/cache/tags';
import { pickLocalised } from '@/lib/catalogue/localise';
import { CACHE_SECONDS } from '@/lib/constants';
import type { Locale } from '@/lib/i18n/locales';
import { countryTimeZone } from './country-time-zone';

/** An exhibition where a meeting with its exhibitor can be proposed: published and not over (stages 1-3). */
export type MeetingExhibition = {
  id: number;
  name: string;
  city: string;
  venue: string;
  startsOn: string;
  endsOn: string;
  timeZone: string;
  boothCode: string | null;
};

/** What /requestMeeting shows of the supplier (no session: the page is cached for an hour, spec §9). */
export type MeetingSupplier = {
  id: number;
  slug: string;
  name: string;
  logoUrl: string | null;
  verified: boolean;
  city: string | null;
  countryCode: string;
  /** Known when the supplier's country has one time zone. */
  timeZone: string | null;
  exhibition: MeetingExhibition | null;
};

/** spec §3 stages: 1 not started, 2 pre-show, 3 during; a meeting at a show that is over makes no sense. */
export const MEETING_EXHIBITION_STAGES = [1, 3] as const;

/** The exhibition of the request when the supplier exhibits there and it is not over; else null. */
export async function findMeetingExhibition(
  locale: Locale,
  supplierId: number,
  exhibitionId: number,
): Promise<MeetingExhibition | null> {
  const [row] = await getDb()
    .select({
      id: exhibitions.id,
      en: exhibitions.nameEn,
      cn: exhibitions.nameCn,
      names: exhibitions.names,
      city: exhibitions.city,
      venue: exhibitions.venue,
      startsOn: exhibitions.startsOn,
      endsOn: exhibitions.endsOn,
      timeZone: exhibitions.timeZone,
      boothCode: booths.code,
    })
    .from(exhibitors)
    .innerJoin(exhibitions, eq(exhibitions.id, exhibitors.exhibitionId))
    .leftJoin(booths, eq(booths.id, exhibitors.boothId))
    .where(
      and(
        eq(exhibitors.supplierId, supplierId),
        eq(exhibitors.exhibitionId, exhibitionId),
        between(exhibitions.stage, ...MEETING_EXHIBITION_STAGES),
      ),
    )
    .limit(1);
  if (!row) return null;
  const { en, cn, names, ...rest } = row;
  return { ...rest, name: pickLocalised(locale, { en, cn, local: names }) };
}

/** The supplier summary of the meeting page; undefined for an unknown supplier. */
export async function loadMeetingSupplier(
  locale: Locale,
  supplierId: number,
  exhibitionId: number | undefined,
): Promise<MeetingSupplier | undefined> {
  const [row] = await getDb().select().from(suppliers).where(eq(suppliers.id, supplierId)).limit(1);
  if (!row) return undefined;
  return {
    id: row.id,
    slug: row.slug,
    name: pickLocalised(locale, { en: row.nameEn, cn: row.nameCn, local: row.names }),
    logoUrl: row.logoUrl,
    verified: row.verified,
    city: row.city,
    countryCode: row.countryCode,
    timeZone: countryTimeZone(row.countryCode),
    exhibition: exhibitionId === undefined ? null : await findMeetingExhibition(locale, supplierId, exhibitionId),
  };
}

/** spec §9: /requestMeeting is cached for an hour; the supplier's own changes revalidate its tag. */
export function getMeetingSupplier(
  locale: Locale,
  supplierId: number,
  exhibitionId: number | undefined,
): Promise<MeetingSupplier | undefined> {
  return unstable_cache(
    () => loadMeetingSupplier(locale, supplierId, exhibitionId),
    ['meeting-supplier', String(supplierId), String(exhibitionId ?? ''), locale],
    { revalidate: CACHE_SECONDS.hourly, tags: [CACHE_TAGS.catalogue, supplierTag(supplierId)] },
  )();
}
