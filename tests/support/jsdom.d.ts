// jsdom ships without types; the tests only need its DOMParser (a strict XML parser).
declare module 'jsdom' {
  export class JSDOM {
    constructor(html?: string);
    readonly window: { DOMParser: typeof DOMParser };
  }
}
