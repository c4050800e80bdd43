import type pg from 'pg';
import { hashPassword } from '../accounts/password';

/** The demo's sign-in details (README); seeded outside production only. */
export const DEMO_ACCOUNTS = {
  buyer: { email: 'buyer@demo.sourcefair.test', password: 'demo-buyer-1' },
  supplier: { email: 'supplier@demo.sourcefair.test', password: 'demo-supplier-1' },
} as const;

/** A demo buyer (with a purchase profile) and a demo supplier account of the first supplier. */
export async function insertDemoAccounts(client: pg.ClientBase): Promise<void> {
  const { buyer, supplier } = DEMO_ACCOUNTS;
  const [buyerHash, supplierHash] = await Promise.all([hashPassword(buyer.password), hashPassword(supplier.password)]);
  const {
    rows: [buyerRow],
  } = await client.query<{ id: string }>(
    `INSERT INTO accounts (member_type, email, password_hash, nickname, website_id, preferred_language, email_verified_at)
     VALUES (2, $1, $2, 'Demo Buyer', 1001, 'en', now())
     ON CONFLICT (email) DO UPDATE SET password_hash = EXCLUDED.password_hash RETURNING id`,
    [buyer.email, buyerHash],
  );
  await client.query(
    `INSERT INTO buyer_profiles (account_id, company_name, contact_name, country_code, dialing_code, mobile, product_name, is_global_buyer,
       tag_codes)
     VALUES ($1, 'Demo Trading GmbH', 'Demo Buyer', 'DE', '49', '1701234567', 'LED lighting', true,
       ARRAY(SELECT code FROM tags ORDER BY code LIMIT 3))
     ON CONFLICT (account_id) DO NOTHING`,
    [buyerRow?.id],
  );
  await client.query(
    `INSERT INTO accounts (member_type, email, password_hash, nickname, supplier_id, website_id, preferred_language, email_verified_at)
     VALUES (3, $1, $2, 'Demo Supplier', (SELECT min(id) FROM suppliers), 1001, 'zh', now())
     ON CONFLICT (email) DO UPDATE SET password_hash = EXCLUDED.password_hash`,
    [supplier.email, supplierHash],
  );
}
