import type { EnquiryTargetKind } from './rules';

/**
 * The enquiry pages' paths (without the deploy path). spec §2 gives one shape, /enquiry/{name}{id}, for
 * a product or a supplier: the id is a product's, and `?type=supplier` makes it a supplier's
 * (ARCHITECTURE.md, "Enquiries").
 */
export type EnquiryTargetRef = { kind: EnquiryTargetKind; id: number; slug: string };

const typeQuery = (kind: EnquiryTargetKind) => (kind === 'supplier' ? '?type=supplier' : '');

/** The form: /enquiry/{slug}{id}, or its auto-login twin under /ac (spec §2). */
export function enquiryPath(target: EnquiryTargetRef, options: { autoLogin?: boolean } = {}): string {
  return `${options.autoLogin ? '/ac' : ''}/enquiry/${target.slug}${target.id}${typeQuery(target.kind)}`;
}

/** spec §2 /enquiry/{name}{id}/success, naming the enquiry just sent (read back for its sender only). */
export function enquirySuccessPath(target: EnquiryTargetRef, enquiryId?: number): string {
  const query = new URLSearchParams();
  if (target.kind === 'supplier') query.set('type', 'supplier');
  if (enquiryId !== undefined) query.set('enquiry', String(enquiryId));
  const search = query.toString();
  return `/enquiry/${target.slug}${target.id}/success${search ? `?${search}` : ''}`;
}

/** spec §2 /submitResult/{type}/success for the cart's batch. */
export function batchSuccessPath(batchId: string): string {
  return `/submitResult/enquiry/success?batch=${encodeURIComponent(batchId)}`;
}

export const ENQUIRY_CART_PATH = '/enquiry/cart';
export const BUYER_ENQUIRIES_PATH = '/account/enquiries';
export const SUPPLIER_ENQUIRIES_PATH = '/workspace/enquiries';

export function supplierEnquiryPath(id: number): string {
  return `${SUPPLIER_ENQUIRIES_PATH}/${id}`;
}
