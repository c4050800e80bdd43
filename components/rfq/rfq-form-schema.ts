import { z } from 'zod';
import { ACCOUNT_LIMITS, EMAIL_PATTERN } from '@/lib/accounts/rules';
import type { PaymentTermCode, ShipmentTermCode } from '@/lib/reference/codes';
import { RFQ_CURRENCIES, RFQ_LIMITS, type RfqCurrency, type RfqOrigin } from '@/lib/rfq/rules';

/**
 * The RFQ form's values as typed (text), its rules (the limits of lib/rfq/rules.ts, with the same
 * message keys) and the conversion into the API's data. The account part applies only to a visitor
 * who registers at once.
 */
export type RfqFormValues = {
  productName: string;
  categoryId: string;
  quantity: string;
  unitCode: string;
  targetPrice: string;
  currency: RfqCurrency;
  paymentTerm: string;
  shipmentTerm: string;
  destinationCountry: string;
  description: string;
  email: string;
  password: string;
  /** spec §5 register clause: checked by default. */
  clause: boolean;
  withCompany: boolean;
  companyName: string;
  contactName: string;
  countryCode: string;
  dialingCode: string;
  mobile: string;
};

export const EMPTY_RFQ_FORM: RfqFormValues = {
  productName: '',
  categoryId: '',
  quantity: '',
  unitCode: '',
  targetPrice: '',
  currency: 'USD',
  paymentTerm: '',
  shipmentTerm: '',
  destinationCountry: '',
  description: '',
  email: '',
  password: '',
  clause: true,
  withCompany: false,
  companyName: '',
  contactName: '',
  countryCode: '',
  dialingCode: '',
  mobile: '',
};

const chosen = z.string().min(1, { message: 'required' });
const text = (min: number, max: number) =>
  z
    .string()
    .trim()
    .min(1, { message: 'required' })
    .min(min, { message: 'minlength' })
    .max(max, { message: 'maxlength' });
const free = z.string();

const request = {
  productName: text(RFQ_LIMITS.productNameMin, RFQ_LIMITS.productNameMax),
  categoryId: chosen,
  quantity: z
    .string()
    .trim()
    .min(1, { message: 'required' })
    .regex(/^[1-9]\d*$/, { message: 'integer' })
    .refine((v) => Number(v) <= RFQ_LIMITS.quantityMax, { message: 'max' }),
  unitCode: chosen,
  targetPrice: z
    .string()
    .trim()
    .regex(/^(\d{1,8}([.,]\d{1,2})?)?$/, { message: 'price' }),
  currency: z.enum(RFQ_CURRENCIES),
  paymentTerm: chosen,
  shipmentTerm: chosen,
  destinationCountry: chosen,
  description: text(RFQ_LIMITS.descriptionMin, RFQ_LIMITS.descriptionMax),
};

const noAccount = {
  email: free,
  password: free,
  clause: z.boolean(),
  withCompany: z.boolean(),
  companyName: free,
  contactName: free,
  countryCode: free,
  dialingCode: free,
  mobile: free,
};

/** What a visitor registering at once fills in (spec §5 e-mail and password rules). */
const account = {
  ...noAccount,
  email: z
    .string()
    .trim()
    .min(1, { message: 'required' })
    .max(ACCOUNT_LIMITS.emailMax, { message: 'maxlength' })
    .regex(EMAIL_PATTERN, { message: 'email' }),
  password: z
    .string()
    .min(ACCOUNT_LIMITS.registerPasswordMin, { message: 'minlength' })
    .max(ACCOUNT_LIMITS.registerPasswordMax, { message: 'maxlength' }),
  // spec §5: unchecked on submit gives the privacy agreement error
  clause: z.boolean().refine((checked) => checked, { message: 'privacy' }),
};

const companyRules = z.object({
  companyName: text(1, 200),
  contactName: text(1, 100),
  countryCode: chosen,
  dialingCode: z
    .string()
    .trim()
    .regex(/^(\+?\d{1,4})?$/, { message: 'invalid' }),
  mobile: z
    .string()
    .trim()
    .regex(/^([\d\s()+-]{4,24})?$/, { message: 'invalid' }),
});

/** The form's schema: the request, plus the account (and company) fields when registering at once. */
export function rfqFormSchema(registering: boolean) {
  const base = z.object({ ...request, ...(registering ? account : noAccount) });
  if (!registering) return base;
  return base.superRefine((values, ctx) => {
    if (!values.withCompany) return;
    const company = companyRules.safeParse(values);
    for (const issue of company.error?.issues ?? []) {
      ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
    }
  });
}

/** The bound a rule message names, for the translated text. */
export const FIELD_BOUNDS: Partial<Record<keyof RfqFormValues, { min?: number; max?: number }>> = {
  productName: { min: RFQ_LIMITS.productNameMin, max: RFQ_LIMITS.productNameMax },
  quantity: { max: RFQ_LIMITS.quantityMax },
  description: { min: RFQ_LIMITS.descriptionMin, max: RFQ_LIMITS.descriptionMax },
  email: { max: ACCOUNT_LIMITS.emailMax },
  password: { min: ACCOUNT_LIMITS.registerPasswordMin, max: ACCOUNT_LIMITS.registerPasswordMax },
  companyName: { max: 200 },
  contactName: { max: 100 },
};

/** The RFQ as the API takes it (addRfq's data without the origin). */
export function toRfqFields(values: RfqFormValues, attachments: string[]) {
  const price = values.targetPrice.trim().replace(',', '.');
  return {
    productName: values.productName.trim(),
    categoryId: Number(values.categoryId),
    quantity: Number(values.quantity),
    unitCode: values.unitCode,
    ...(price && { targetPrice: Number(price) }),
    currency: values.currency,
    // the pickers offer only the API's codes; the server checks them again
    paymentTerm: values.paymentTerm as PaymentTermCode,
    shipmentTerm: values.shipmentTerm as ShipmentTermCode,
    destinationCountry: values.destinationCountry,
    description: values.description.trim(),
    attachments,
  };
}

export function toNewRfq(values: RfqFormValues, attachments: string[], origin: RfqOrigin) {
  return {
    ...toRfqFields(values, attachments),
    source: origin.source,
    ...(origin.productId !== undefined && { productId: origin.productId }),
    ...(origin.exhibitionId !== undefined && { exhibitionId: origin.exhibitionId }),
  };
}

export function toProfile(values: RfqFormValues) {
  return {
    companyName: values.companyName.trim(),
    contactName: values.contactName.trim(),
    countryCode: values.countryCode,
    ...(values.dialingCode.trim() && { dialingCode: values.dialingCode.trim() }),
    ...(values.mobile.trim() && { mobile: values.mobile.trim() }),
  };
}
