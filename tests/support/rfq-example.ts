/** A valid RFQ as a buyer posts it (lib/rfq/rules.ts), in a level-2 category of the caller's choosing. */
export function rfqExample(categoryId: number) {
  return {
    productName: 'Water bottles',
    categoryId,
    quantity: 2000,
    unitCode: 'piece',
    paymentTerm: 'TT',
    shipmentTerm: 'FOB',
    destinationCountry: 'DE',
    description: 'Double wall, 500 ml, logo printed, gift box.',
  };
}
