import 'server-only';
import { and, count, eq, gt } from 'drizzle-orm';
import { pickLocalised } from '@/lib/catalogue/localise';
import { getDb } from '@/lib/db/client';
import { exhibitions, exhibitors } from '@/lib/db/schema';
import type { Locale } from '@/lib/i18n/locales';

export type RfqExhibition = {
  id: number;
  name: string;
  city: string;
  startsOn: string;
  endsOn: string;
  exhibitors: number;
};

/** A published exhibition (stage above 0, spec §3) for /exhibition-rfq/{exhibitionId}; undefined otherwise. */
export async function loadRfqExhibition(locale: Locale, id: number): Promise<RfqExhibition | undefined> {
  const db = getDb();
  const [row] = await db
    .select()
    .from(exhibitions)
    .where(and(eq(exhibitions.id, id), gt(exhibitions.stage, 0)));
  if (!row) return undefined;
  const [exhibiting] = await db.select({ n: count() }).from(exhibitors).where(eq(exhibitors.exhibitionId, id));
  return {
    id: row.id,
    name: pickLocalised(locale, { en: row.nameEn, cn: row.nameCn, local: row.names }),
    city: row.city,
    startsOn: row.startsOn,
    endsOn: row.endsOn,
    exhibitors: exhibiting?.n ?? 0,
  };
}
