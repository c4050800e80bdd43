import { createTestDatabase, sqlStateOf, type TestDatabase } from '../support/database';

let t: TestDatabase;
const q = (text: string, values: unknown[] = []) => t.pool.query(text, values);

const UNIQUE = '23505';
const FOREIGN_KEY = '23503';
const CHECK = '23514';
const RESTRICT = '23001';

beforeAll(async () => {
  t = await createTestDatabase();
  await q(`INSERT INTO countries (code, name_en, name_cn, dialing_code) VALUES ('CN', 'China', '中国', '86')`);
  await q(`INSERT INTO units (code, name_en, name_en_plural, name_cn) VALUES ('piece', 'Piece', 'Pieces', '件')`);
  await q(`INSERT INTO categories (id, level, name_en, name_cn, slug) VALUES (1, 1, 'Home', '家居', 'Home_')`);
  await q(
    `INSERT INTO categories (id, parent_id, level, name_en, name_cn, slug) VALUES (2, 1, 2, 'Kitchen', '厨房', 'Kitchen_')`,
  );
  await q(
    `INSERT INTO suppliers (id, slug, name_en, name_cn, country_code) VALUES (1, 'Hengda_', 'Hengda', '恒达', 'CN')`,
  );
  await q(`INSERT INTO products (id, supplier_id, category_id, slug, name_en, name_cn, names, unit_code, moq, price_min_minor, price_max_minor)
           VALUES (1, 1, 2, 'Steel-Pot_', 'Steel Pot', '钢锅', '{"es": "Olla de acero"}', 'piece', 100, 250, 300)`);
  await q(`INSERT INTO accounts (member_type, email) VALUES (2, 'Buyer@Example.com')`);
});

afterAll(async () => {
  await t?.drop();
});

describe('schema constraints', () => {
  it('refuses a second account with the same e-mail in another case', async () => {
    expect(await sqlStateOf(() => q(`INSERT INTO accounts (member_type, email) VALUES (2, 'buyer@example.COM')`))).toBe(
      UNIQUE,
    );
  });

  it('refuses a supplier account that belongs to no supplier, and a buyer that does', async () => {
    expect(await sqlStateOf(() => q(`INSERT INTO accounts (member_type, email) VALUES (3, 'sales@hengda.cn')`))).toBe(
      CHECK,
    );
    expect(
      await sqlStateOf(() =>
        q(`INSERT INTO accounts (member_type, email, supplier_id) VALUES (2, 'b2@example.com', 1)`),
      ),
    ).toBe(CHECK);
    expect(
      await sqlStateOf(() =>
        q(`INSERT INTO accounts (member_type, email, supplier_id) VALUES (3, 'sales@hengda.cn', 1)`),
      ),
    ).toBeUndefined();
  });

  it('refuses an e-mail longer than 100 characters (spec §5)', async () => {
    const email = `${'a'.repeat(95)}@example.com`;
    expect(await sqlStateOf(() => q(`INSERT INTO accounts (member_type, email) VALUES (2, $1)`, [email]))).toBe(CHECK);
  });

  it('refuses a product of a supplier that does not exist', async () => {
    const state = await sqlStateOf(() =>
      q(
        `INSERT INTO products (id, supplier_id, category_id, slug, name_en, name_cn, unit_code, moq) VALUES (2, 999, 2, 's_', 'X', 'X', 'piece', 1)`,
      ),
    );
    expect(state).toBe(FOREIGN_KEY);
  });

  it('refuses a zero minimum order and a price range upside down', async () => {
    expect(await sqlStateOf(() => q(`UPDATE products SET moq = 0 WHERE id = 1`))).toBe(CHECK);
    expect(await sqlStateOf(() => q(`UPDATE products SET price_min_minor = 400 WHERE id = 1`))).toBe(CHECK);
  });

  it('refuses a level-2 category without a parent', async () => {
    expect(
      await sqlStateOf(() =>
        q(`INSERT INTO categories (level, name_en, name_cn, slug) VALUES (2, 'Orphan', '孤儿', 'Orphan_')`),
      ),
    ).toBe(CHECK);
  });

  it('keeps a category that still has products', async () => {
    // ON DELETE RESTRICT: PostgreSQL 18 reports restrict_violation, 15 a foreign-key violation
    expect([RESTRICT, FOREIGN_KEY]).toContain(await sqlStateOf(() => q(`DELETE FROM categories WHERE id = 2`)));
  });

  it('refuses a cart line for a product that does not exist, and the same product twice', async () => {
    const { rows } = await q(`SELECT id FROM accounts WHERE email = 'buyer@example.com'`);
    const buyer = rows[0].id as string;
    expect(
      await sqlStateOf(() => q(`INSERT INTO cart_items (buyer_account_id, product_id) VALUES ($1, 999)`, [buyer])),
    ).toBe(FOREIGN_KEY);
    await q(`INSERT INTO cart_items (buyer_account_id, product_id) VALUES ($1, 1)`, [buyer]);
    expect(
      await sqlStateOf(() => q(`INSERT INTO cart_items (buyer_account_id, product_id) VALUES ($1, 1)`, [buyer])),
    ).toBe(UNIQUE);
  });

  it('refuses a favourite whose kind does not match its target', async () => {
    const { rows } = await q(`SELECT id FROM accounts WHERE email = 'buyer@example.com'`);
    const buyer = rows[0].id as string;
    expect(
      await sqlStateOf(() =>
        q(`INSERT INTO favourites (account_id, kind, supplier_id) VALUES ($1, 'product', 1)`, [buyer]),
      ),
    ).toBe(CHECK);
    await q(`INSERT INTO favourites (account_id, kind, supplier_id) VALUES ($1, 'exhibitor', 1)`, [buyer]);
    expect(
      await sqlStateOf(() =>
        q(`INSERT INTO favourites (account_id, kind, supplier_id) VALUES ($1, 'exhibitor', 1)`, [buyer]),
      ),
    ).toBe(UNIQUE);
  });

  it('refuses exhibition stage and lifecycle codes outside spec §3', async () => {
    await q(
      `INSERT INTO websites (id, code, name, deploy_path, audience_mode, languages, default_language) VALUES (1001, 'global', 'Sourcefair', '/', 'global_buyer', '{en}', 'en')`,
    );
    await q(`INSERT INTO exhibition_types (code, name_en) VALUES ('expo', 'Expo')`);
    const insert = (lifecycle: number, stage: number) =>
      q(
        `INSERT INTO exhibitions (website_id, type_code, name_en, name_cn, short_name, country_code, city, venue, starts_on, ends_on, time_zone, lifecycle, stage)
         VALUES (1001, 'expo', 'Expo', '展', 'expo', 'CN', 'Ningbo', 'Hall', '2027-01-01', '2027-01-03', 'Asia/Shanghai', $1, $2)`,
        [lifecycle, stage],
      );
    expect(await sqlStateOf(() => insert(3, 1))).toBe(CHECK);
    expect(await sqlStateOf(() => insert(0, 6))).toBe(CHECK);
    expect(await sqlStateOf(() => insert(0, 1))).toBeUndefined();
  });

  it('refuses a website whose default language it does not offer', async () => {
    const state = await sqlStateOf(() =>
      q(
        `INSERT INTO websites (id, code, name, deploy_path, audience_mode, languages, default_language) VALUES (1009, 'x', 'X', '/x', 'country_site', '{tr}', 'en')`,
      ),
    );
    expect(state).toBe(CHECK);
  });

  it('refuses a user chat message over 400 characters (spec §5) but stores long answers', async () => {
    const { rows } = await q(
      `INSERT INTO ai_chat_sessions (visitor_id, user_type, agent) VALUES ('v1', 'visitor', 'FastGptRfqAgent') RETURNING id`,
    );
    const session = rows[0].id as string;
    const long = 'x'.repeat(401);
    expect(
      await sqlStateOf(() =>
        q(`INSERT INTO ai_chat_messages (session_id, role, content, hash) VALUES ($1, 'user', $2, 'h')`, [
          session,
          long,
        ]),
      ),
    ).toBe(CHECK);
    expect(
      await sqlStateOf(() =>
        q(`INSERT INTO ai_chat_messages (session_id, role, content, hash) VALUES ($1, 'robot', $2, 'h')`, [
          session,
          long,
        ]),
      ),
    ).toBeUndefined();
  });

  it('keeps a searchable vector of every language of a product', async () => {
    const { rows } = await q(`SELECT id FROM products WHERE search_vector @@ plainto_tsquery('simple', 'olla acero')`);
    expect(rows.map((r) => Number(r.id))).toEqual([1]);
  });

  it('deletes a supplier with its products', async () => {
    await q(`DELETE FROM accounts WHERE supplier_id = 1`);
    await q(`DELETE FROM cart_items`);
    await q(`DELETE FROM favourites`);
    await q(`DELETE FROM suppliers WHERE id = 1`);
    const { rows } = await q(`SELECT count(*)::int AS n FROM products`);
    expect(rows[0].n).toBe(0);
  });
});
