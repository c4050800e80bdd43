/** Why an RFQ or quotation change was refused; the API answers each with its own translated message. */
export type RfqRefusal =
  | 'notFound'
  | 'unknownCategory'
  | 'unknownUnit'
  | 'unknownCountry'
  | 'unknownProduct'
  | 'unknownExhibition'
  | 'attachmentInvalid'
  | 'rfqClosed'
  | 'quotationLocked'
  | 'quotationDecided'
  | 'quotationExpired'
  | 'validityRange';

/**
 * A refused RFQ or quotation change. Thrown inside the change's transaction so that nothing of it is
 * kept; the handlers turn it into the API's answer.
 */
export class RfqError extends Error {
  override readonly name = 'RfqError';
  constructor(
    readonly reason: RfqRefusal,
    /** The field the refusal is about, as the API names it (`data.attachments`). */
    readonly path?: string,
  ) {
    super(reason);
  }
}
