import type pg from 'pg';
import { buildBooths, buildExhibitions, buildLiveRooms, buildNews, buildPromotions } from './expo';
import { insertInBatches, insertRows } from './insert';
import type { Rng } from './prng';

/** Exhibitions with booths, exhibitors and news; live rooms; promotions with floors. */
export async function seedExpo(
  client: pg.ClientBase,
  rng: Rng,
  anchor: Date,
  supplierIds: number[],
  productsBySupplier: Map<number, number[]>,
  publishedIds: number[],
): Promise<void> {
  // Rows the demo "created" a month before its today, so two seeds with one anchor are identical.
  const seededAt = new Date(anchor.getTime() - 30 * 86_400_000).toISOString();
  const exhibitions = buildExhibitions(rng, anchor);
  await insertRows(
    client,
    'exhibitions',
    [
      'id bigint',
      'website_id int',
      'type_code text',
      'industry_code text',
      'name_en text',
      'name_cn text',
      'short_name text',
      'industry_abbr text',
      'website_abbr text',
      'country_code text',
      'city text',
      'venue text',
      'starts_on date',
      'ends_on date',
      'time_zone text',
      'lifecycle smallint',
      'stage smallint',
      'pre_register_page_version text',
      'cover_url text',
      'created_at timestamptz',
      'updated_at timestamptz',
    ],
    exhibitions.map((e) => [
      e.id,
      e.websiteId,
      e.typeCode,
      e.industryCode,
      e.nameEn,
      e.nameCn,
      e.shortName,
      e.industryAbbr,
      e.websiteAbbr,
      e.countryCode,
      e.city,
      e.venue,
      e.startsOn,
      e.endsOn,
      e.timeZone,
      e.lifecycle,
      e.stage,
      e.preRegisterPageVersion,
      e.coverUrl,
      seededAt,
      seededAt,
    ]),
  );
  const booths = buildBooths(rng, exhibitions, supplierIds);
  await insertRows(
    client,
    'booths',
    [
      'exhibition_id bigint',
      'code text',
      'hall text',
      'area_sqm int',
      'price_minor bigint',
      'status text',
      'supplier_id bigint',
    ],
    booths.map((b) => [b.exhibitionId, b.code, b.hall, b.areaSqm, b.priceMinor, b.status, b.supplierId]),
  );
  // Every booked booth has its exhibitor.
  await client.query(
    `INSERT INTO exhibitors (exhibition_id, supplier_id, booth_id, created_at)
    SELECT exhibition_id, supplier_id, id, $1 FROM booths WHERE supplier_id IS NOT NULL`,
    [seededAt],
  );
  await insertRows(
    client,
    'news',
    [
      'exhibition_id bigint',
      'industry_code text',
      'news_type text',
      'title_en text',
      'body_en text',
      'published_at timestamptz',
    ],
    buildNews(exhibitions, anchor).map((n) => [
      n.exhibitionId,
      n.industryCode,
      n.newsType,
      n.titleEn,
      n.bodyEn,
      n.publishedAt,
    ]),
  );

  const rooms = buildLiveRooms(rng, supplierIds, productsBySupplier, anchor);
  await insertRows(
    client,
    'live_rooms',
    [
      'id bigint',
      'supplier_id bigint',
      'title_en text',
      'status text',
      'starts_at timestamptz',
      'ends_at timestamptz',
      'cover_url text',
      'viewer_count int',
    ],
    rooms.map((r) => [r.id, r.supplierId, r.titleEn, r.status, r.startsAt, r.endsAt, r.coverUrl, r.viewerCount]),
  );
  await insertRows(
    client,
    'live_room_products',
    ['live_room_id bigint', 'product_id bigint', 'position smallint'],
    rooms.flatMap((r) => r.productIds.map((p, i) => [r.id, p, i])),
  );

  const promotions = buildPromotions(rng, publishedIds, anchor);
  await insertRows(
    client,
    'promotions',
    [
      'id bigint',
      'website_id int',
      'theme text',
      'title_en text',
      'starts_at timestamptz',
      'ends_at timestamptz',
      'created_at timestamptz',
    ],
    promotions.map((p) => [p.id, 1001, p.theme, p.titleEn, p.startsAt, p.endsAt, seededAt]),
  );
  const floors = promotions.flatMap((p) => p.floors.map((f) => ({ ...f, promotionId: p.id })));
  await insertRows(
    client,
    'promotion_floors',
    ['id bigint', 'promotion_id bigint', 'position smallint', 'title_en text'],
    floors.map((f) => [f.id, f.promotionId, f.position, f.titleEn]),
  );
  await insertRows(
    client,
    'promotion_floor_products',
    ['floor_id bigint', 'product_id bigint', 'position smallint'],
    floors.flatMap((f) => f.productIds.map((p, i) => [f.id, p, i])),
  );
}

const REVIEWERS = [
  'Maria G.',
  'Ahmed K.',
  'John P.',
  'Olga S.',
  'Kenji T.',
  'Ayşe Y.',
  'Nguyen V.',
  'Siti R.',
  'Carlos M.',
  'Anna W.',
];
const REVIEW_COUNTRIES = ['US', 'DE', 'AE', 'RU', 'JP', 'TR', 'VN', 'ID', 'MX', 'PL'];
const COMMENTS = [
  'Good quality, shipped on time.',
  'Samples matched the bulk order.',
  'Packaging could be better, product is fine.',
  'Fast replies and fair price.',
  'Second order, still consistent.',
  'Colour slightly different from photos.',
];

/** Buyer reviews for about one published product in eight. */
export async function seedScores(client: pg.ClientBase, rng: Rng, productIds: number[], anchor: Date): Promise<void> {
  const rows: unknown[][] = [];
  for (const productId of productIds) {
    if (!rng.chance(0.12)) continue;
    const n = rng.int(1, 5);
    for (let i = 0; i < n; i++) {
      const who = rng.int(0, REVIEWERS.length - 1);
      rows.push([
        productId,
        REVIEWERS[who],
        REVIEW_COUNTRIES[who],
        rng.pick([3, 4, 4, 5, 5, 5]),
        rng.pick(COMMENTS),
        new Date(anchor.getTime() - rng.int(1, 300) * 86_400_000).toISOString(),
      ]);
    }
  }
  await insertInBatches(
    client,
    'product_scores',
    [
      'product_id bigint',
      'reviewer_name text',
      'country_code text',
      'score smallint',
      'comment text',
      'created_at timestamptz',
    ],
    rows,
  );
}
