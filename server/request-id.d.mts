// Types of server/request-id.mjs (a plain ES module, so the production server needs no build step).
export const REQUEST_ID_HEADER: 'x-request-id';
export function givenRequestId(value: string | string[] | null | undefined): string | undefined;
export function newRequestId(): string;
