/** Generators for exhibitions, booths, exhibitors, news, live rooms and promotions of the demo. */
import type { Rng } from './prng';
import { EXHIBITION_INDUSTRIES, EXHIBITION_TYPES, VENUES } from './reference';

const DAY_MS = 86_400_000;

export type ExhibitionRow = {
  id: number;
  websiteId: number;
  typeCode: string;
  industryCode: string;
  nameEn: string;
  nameCn: string;
  shortName: string;
  industryAbbr: string;
  websiteAbbr: string;
  countryCode: string;
  city: string;
  venue: string;
  startsOn: string;
  endsOn: string;
  timeZone: string;
  lifecycle: number;
  stage: number;
  preRegisterPageVersion: string;
  coverUrl: string;
};

/** spec §3 stages with the lifecycle each implies, and when such a show runs relative to today. */
const STAGES = [
  { stage: 0, lifecycle: 0, startInDays: 240 }, // unpublished
  { stage: 1, lifecycle: 0, startInDays: 120 }, // not started
  { stage: 2, lifecycle: 0, startInDays: 21 }, // pre-show
  { stage: 3, lifecycle: 1, startInDays: -1 }, // during
  { stage: 4, lifecycle: 2, startInDays: -6 }, // after
  { stage: 5, lifecycle: 2, startInDays: -200 }, // ended
];

function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** Three shows in every stage, so every lifecycle code and stage code has rows (spec §3). */
export function buildExhibitions(rng: Rng, anchor: Date): ExhibitionRow[] {
  const rows: ExhibitionRow[] = [];
  let n = 0;
  for (const s of STAGES) {
    for (let k = 0; k < 3; k++) {
      const type = EXHIBITION_TYPES[n % EXHIBITION_TYPES.length]!;
      const industry = EXHIBITION_INDUSTRIES[n % EXHIBITION_INDUSTRIES.length]!;
      const venue = VENUES[(n * 3 + k) % VENUES.length]!;
      // shows running now all span today; the others are spread out around their stage's date
      const during = s.stage === 3;
      const start = new Date(anchor.getTime() + (s.startInDays + (during ? -k : k * 9)) * DAY_MS);
      const end = new Date(start.getTime() + (during ? 3 + k : 2) * DAY_MS);
      const year = start.getUTCFullYear();
      rows.push({
        id: 20_001 + n,
        websiteId: 1001,
        typeCode: type.code,
        industryCode: industry.code,
        nameEn: `${industry.en} Expo ${venue.city} ${year}`,
        nameCn: `${year}${venue.cityZh}${industry.zh}博览会`,
        shortName: `${industry.code.toLowerCase()}-${venue.abbr}-${year}`,
        industryAbbr: industry.code.toLowerCase(),
        websiteAbbr: venue.abbr,
        countryCode: venue.country,
        city: venue.city,
        venue: venue.venue,
        startsOn: isoDate(start),
        endsOn: isoDate(end),
        timeZone: venue.tz,
        lifecycle: s.lifecycle,
        stage: s.stage,
        preRegisterPageVersion: type.code === 'aff' ? 'AFF_PR_1' : rng.pick(['E_PR_9', 'E_PR_11']),
        coverUrl: `/media/gen/exhibition/${20_001 + n}.svg`,
      });
      n++;
    }
  }
  return rows;
}

export type BoothRow = {
  exhibitionId: number;
  code: string;
  hall: string;
  areaSqm: number;
  priceMinor: number;
  status: string;
  supplierId: number | null;
};
/** 36 booths a show; a random set of suppliers books some of them (they are its exhibitors). */
export function buildBooths(rng: Rng, exhibitions: ExhibitionRow[], supplierIds: number[]): BoothRow[] {
  const booths: BoothRow[] = [];
  for (const exhibition of exhibitions) {
    const taken = rng.sample(supplierIds, Math.min(supplierIds.length, rng.int(8, 24)));
    for (let b = 0; b < 36; b++) {
      const hall = String.fromCharCode(65 + Math.floor(b / 12));
      const code = `${hall}${101 + (b % 12)}`;
      const supplierId = taken[b] ?? null;
      const areaSqm = rng.pick([9, 12, 18, 36]);
      booths.push({
        exhibitionId: exhibition.id,
        code,
        hall: `Hall ${hall}`,
        areaSqm,
        priceMinor: areaSqm * 28_000,
        status: supplierId ? 'booked' : 'available',
        supplierId,
      });
    }
  }
  return booths;
}

export type NewsRow = {
  exhibitionId: number;
  industryCode: string;
  newsType: string;
  titleEn: string;
  bodyEn: string;
  publishedAt: string;
};

export function buildNews(exhibitions: ExhibitionRow[], anchor: Date): NewsRow[] {
  return exhibitions.flatMap((e, i) => [
    {
      exhibitionId: e.id,
      industryCode: e.industryCode,
      newsType: 'expo',
      titleEn: `${e.nameEn}: pre-registration is open`,
      bodyEn: `Buyers can pre-register for ${e.nameEn} at ${e.venue}, ${e.city}, and receive an e-badge by e-mail.`,
      publishedAt: new Date(anchor.getTime() - (i + 2) * DAY_MS).toISOString(),
    },
    {
      exhibitionId: e.id,
      industryCode: e.industryCode,
      newsType: 'expo',
      titleEn: `Floor plan of ${e.nameEn} published`,
      bodyEn: `The booth map of ${e.nameEn} now shows every hall and exhibitor.`,
      publishedAt: new Date(anchor.getTime() - (i + 9) * DAY_MS).toISOString(),
    },
    {
      exhibitionId: e.id,
      industryCode: e.industryCode,
      newsType: 'industry',
      titleEn: `Market outlook for ${e.city} importers`,
      bodyEn: `Importers in ${e.city} expect steady demand; sourcing teams compare quotations across several suppliers.`,
      publishedAt: new Date(anchor.getTime() - (i + 15) * DAY_MS).toISOString(),
    },
  ]);
}

export type LiveRoomRow = {
  id: number;
  supplierId: number;
  titleEn: string;
  status: string;
  startsAt: string;
  endsAt: string | null;
  coverUrl: string;
  viewerCount: number;
  productIds: number[];
};

export function buildLiveRooms(
  rng: Rng,
  supplierIds: number[],
  productsBySupplier: Map<number, number[]>,
  anchor: Date,
): LiveRoomRow[] {
  const plan = [
    { status: 'live', offsetHours: -1 },
    { status: 'live', offsetHours: -2 },
    { status: 'scheduled', offsetHours: 30 },
    { status: 'scheduled', offsetHours: 76 },
    { status: 'ended', offsetHours: -50 },
    { status: 'ended', offsetHours: -170 },
  ];
  const withProducts = supplierIds.filter((id) => (productsBySupplier.get(id)?.length ?? 0) >= 4);
  const hosts = rng.sample(withProducts, plan.length);
  return plan.slice(0, hosts.length).map((p, i) => {
    const supplierId = hosts[i]!;
    const startsAt = new Date(anchor.getTime() + p.offsetHours * 3_600_000);
    return {
      id: 30_001 + i,
      supplierId,
      titleEn: rng.pick([
        'Factory tour and new arrivals',
        'Live quality inspection',
        'OEM options explained',
        'Bulk order specials',
        'Meet our engineers',
        'Season launch',
      ]),
      status: p.status,
      startsAt: startsAt.toISOString(),
      endsAt: p.status === 'ended' ? new Date(startsAt.getTime() + 90 * 60_000).toISOString() : null,
      coverUrl: `/media/gen/live/${30_001 + i}.svg`,
      viewerCount: p.status === 'scheduled' ? 0 : rng.int(40, 3200),
      productIds: rng.sample(productsBySupplier.get(supplierId) ?? [], 4),
    };
  });
}

export type PromotionRow = {
  id: number;
  theme: string;
  titleEn: string;
  startsAt: string;
  endsAt: string;
  floors: { id: number; position: number; titleEn: string; productIds: number[] }[];
};

export function buildPromotions(rng: Rng, productIds: number[], anchor: Date): PromotionRow[] {
  const themes = [
    { theme: 'spring-sourcing', title: 'Spring Sourcing Festival' },
    { theme: 'new-energy-week', title: 'New Energy Week' },
    { theme: 'home-deals', title: 'Home & Living Deals' },
  ];
  let floorId = 50_001;
  return themes.map((t, i) => ({
    id: 40_001 + i,
    theme: t.theme,
    titleEn: t.title,
    startsAt: new Date(anchor.getTime() - (10 - i * 5) * DAY_MS).toISOString(),
    endsAt: new Date(anchor.getTime() + (20 + i * 10) * DAY_MS).toISOString(),
    floors: ['Best sellers', 'New arrivals', 'Factory direct'].map((title, position) => ({
      id: floorId++,
      position,
      titleEn: title,
      productIds: rng.sample(productIds, Math.min(8, productIds.length)),
    })),
  }));
}
