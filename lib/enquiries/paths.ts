import { href } from '@/lib/routes/href';
import type { EnquiryTargetKind } from './rules';

/**
 * The enquiry pages' paths (without the deploy path). spec §2 gives one shape, /enquiry/{name}{id}, for
 * a product or a supplier: the id is a product's, and `?type=supplier` makes it a supplier's
 * (ARCHITECTURE.md, "Enquiries").
 */
export type EnquiryTargetRef = { kind: EnquiryTargetKind; id: number; slug: string };

const nameAndId = (target: EnquiryTargetRef) => ({ name: target.slug, id: target.id });
const typeOf = (kind: EnquiryTargetKind) => (kind === 'supplier' ? 'supplier' : undefined);

/** The form: /enquiry/{slug}{id}, or its auto-login twin under /ac (spec §2). */
export function enquiryPath(target: EnquiryTargetRef, options: { autoLogin?: boolean } = {}): string {
  const query = { type: typeOf(target.kind) };
  return options.autoLogin
    ? href('enquiryAutoLogin', nameAndId(target), { query })
    : href('enquiry', nameAndId(target), { query });
}

/** spec §2 /enquiry/{name}{id}/success, naming the enquiry just sent (read back for its sender only). */
export function enquirySuccessPath(target: EnquiryTargetRef, enquiryId?: number): string {
  return href('enquirySuccess', nameAndId(target), { query: { type: typeOf(target.kind), enquiry: enquiryId } });
}

/** spec §2 /submitResult/{type}/success for the cart's batch. */
export function batchSuccessPath(batchId: string): string {
  return href('submitResult', { type: 'enquiry' }, { query: { batch: batchId } });
}

export const ENQUIRY_CART_PATH = href('enquiryCart');
export const BUYER_ENQUIRIES_PATH = href('accountEnquiries');
export const SUPPLIER_ENQUIRIES_PATH = href('supplierEnquiries');

export function supplierEnquiryPath(id: number): string {
  return href('supplierEnquiry', { id });
}
