import 'server-only';
import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { suppliers } from '@/lib/db/schema';
import { initialsOf } from '@/lib/format/initials';

/**
 * The initials a supplier's generated logo (`/media/gen/logo/{supplierId}.svg`) shows, from its English
 * name; undefined for an id no supplier has. The picture is cached for a year by its address, so this
 * runs about once a supplier.
 */
export async function supplierInitials(supplierId: number): Promise<string | undefined> {
  const [row] = await getDb()
    .select({ name: suppliers.nameEn })
    .from(suppliers)
    .where(eq(suppliers.id, supplierId))
    .limit(1);
  return row ? initialsOf(row.name) : undefined;
}
