import { screen } from '@testing-library/react';
import { SupplierEnquiryEntry } from '@/components/enquiries/enquiry-entries';
import type { SupplierEnquiry } from '@/lib/enquiries/schemas';
import type { Locale } from '@/lib/i18n/locales';
import { renderWithIntl } from '../support/intl';

function enquiry(buyer: Partial<SupplierEnquiry['buyer']> = {}): SupplierEnquiry {
  return {
    id: 7,
    createdAt: '2026-06-01T08:00:00.000Z',
    batchId: null,
    product: { id: 3, slug: 'steel-spice-jar', name: 'Stainless Steel Spice Jar', imageUrl: null },
    supplier: { id: 2, slug: 'wuxi-huamei', name: 'Wuxi Huamei Industrial Co., Ltd.' },
    quantity: 500,
    unitCode: 'piece',
    unit: 'pieces',
    message: 'Please quote for 500 jars.',
    status: 'sent',
    read: false,
    buyer: {
      name: 'Anna Weber',
      company: 'Weber GmbH',
      countryCode: 'DE',
      email: 'anna@example.com',
      emailVerified: true,
      ...buyer,
    },
  };
}

async function renderIn(locale: Locale, item: SupplierEnquiry) {
  const [enquiryMessages, common] = await Promise.all([
    import(`@/messages/${locale}/enquiry.json`),
    import(`@/messages/${locale}/common.json`),
  ]);
  renderWithIntl(
    <SupplierEnquiryEntry enquiry={item} deployPath="" locale={locale} />,
    {
      enquiry: enquiryMessages.default,
      common: common.default,
    },
    locale,
  );
}

describe("a received enquiry's sender, as the supplier's list names them", () => {
  it('joins name and company with a comma and puts the country in brackets, in English', async () => {
    await renderIn('en', enquiry());
    expect(screen.getByRole('link', { name: 'From Anna Weber, Weber GmbH (Germany)' })).toBeInTheDocument();
  });

  it('uses Chinese punctuation in Chinese: the full-width comma and brackets', async () => {
    await renderIn('zh', enquiry());
    expect(screen.getByRole('link', { name: '来自 Anna Weber，Weber GmbH（德国）' })).toBeInTheDocument();
  });

  it('uses the Arabic comma in Arabic, and "a buyer" without a name', async () => {
    await renderIn('ar', enquiry({ name: null, company: null }));
    expect(screen.getByRole('link', { name: /^.+ \(ألمانيا\)$/ })).toBeInTheDocument();
    await renderIn('ar', enquiry({ countryCode: null }));
    expect(screen.getByRole('link', { name: /Anna Weber، Weber GmbH$/ })).toBeInTheDocument();
  });
});
