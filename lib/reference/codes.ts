/**
 * The codes behind the paymentTerms and shipmentTerm pickers (spec §7). Client-safe: the RFQ and
 * quotation rules accept exactly these, and the reference service names them.
 */

/** Payment terms named by the messages (reference.paymentTerms). */
export const PAYMENT_TERMS = ['TT', 'LC', 'DP', 'DA', 'OA', 'ESCROW', 'CASH'] as const;

/** Payment services, named as they are written everywhere. */
export const PAYMENT_BRANDS = [
  { code: 'PAYPAL', name: 'PayPal' },
  { code: 'WESTERN_UNION', name: 'Western Union' },
  { code: 'MONEYGRAM', name: 'MoneyGram' },
] as const;

export const PAYMENT_TERM_CODES = [...PAYMENT_TERMS, ...PAYMENT_BRANDS.map((b) => b.code)] as const;
export type PaymentTermCode = (typeof PAYMENT_TERM_CODES)[number];

/** Incoterms 2020, in the order of the rules for any mode, then sea and inland waterway. */
export const SHIPMENT_TERMS = ['EXW', 'FCA', 'CPT', 'CIP', 'DAP', 'DPU', 'DDP', 'FAS', 'FOB', 'CFR', 'CIF'] as const;
export type ShipmentTermCode = (typeof SHIPMENT_TERMS)[number];
