import {
  batchSuccessPath,
  BUYER_ENQUIRIES_PATH,
  ENQUIRY_CART_PATH,
  enquiryPath,
  enquirySuccessPath,
  SUPPLIER_ENQUIRIES_PATH,
  supplierEnquiryPath,
} from '@/lib/enquiries/paths';
import { slugify } from '@/lib/links/slug';
import { matchRoute } from '@/lib/routes/match';

const product = { kind: 'product', id: 123, slug: 'Steel-Pot_' } as const;
const supplier = { kind: 'supplier', id: 9, slug: 'Hengda_' } as const;

describe('enquiry paths (spec §2)', () => {
  it('links the form of a product, or of a supplier with ?type=supplier, and its auto-login twin', () => {
    expect(enquiryPath(product)).toBe('/enquiry/Steel-Pot_123');
    expect(enquiryPath(supplier)).toBe('/enquiry/Hengda_9?type=supplier');
    expect(enquiryPath(product, { autoLogin: true })).toBe('/ac/enquiry/Steel-Pot_123');
    expect(enquiryPath(supplier, { autoLogin: true })).toBe('/ac/enquiry/Hengda_9?type=supplier');
    expect(matchRoute(enquiryPath(product, { autoLogin: true }))?.route.id).toBe('enquiryAutoLogin');
  });

  it('keeps a stored slug as it is stored', () => {
    const slug = slugify('不锈钢 水壶');
    expect(enquiryPath({ kind: 'product', id: 5, slug })).toBe(`/enquiry/${slug}5`);
    expect(enquirySuccessPath({ kind: 'product', id: 5, slug })).toBe(`/enquiry/${slug}5/success`);
  });

  it('names the enquiry just sent on the success page', () => {
    expect(enquirySuccessPath(product)).toBe('/enquiry/Steel-Pot_123/success');
    expect(enquirySuccessPath(product, 77)).toBe('/enquiry/Steel-Pot_123/success?enquiry=77');
    expect(enquirySuccessPath(supplier, 78)).toBe('/enquiry/Hengda_9/success?type=supplier&enquiry=78');
  });

  it('links the cart batch result, the lists and a supplier enquiry', () => {
    expect(batchSuccessPath('6f1c2a9e-0d4b-4c51-9a6e-3b2f8d7c1e05')).toBe(
      '/submitResult/enquiry/success?batch=6f1c2a9e-0d4b-4c51-9a6e-3b2f8d7c1e05',
    );
    expect(ENQUIRY_CART_PATH).toBe('/enquiry/cart');
    expect(BUYER_ENQUIRIES_PATH).toBe('/account/enquiries');
    expect(SUPPLIER_ENQUIRIES_PATH).toBe('/workspace/enquiries');
    expect(supplierEnquiryPath(41)).toBe('/workspace/enquiries/41');
  });
});
