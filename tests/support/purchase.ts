import type { PurchaseInfo } from '@/lib/accounts/schemas';

/** A buyer's purchase profile with nothing filled in yet. */
export const EMPTY_PURCHASE: PurchaseInfo = {
  companyName: null,
  contactName: null,
  mobile: null,
  dialingCode: null,
  countryCode: null,
  tagCodes: [],
  productName: null,
  companyWebsite: null,
  businessType: null,
  jobTitle: null,
};
