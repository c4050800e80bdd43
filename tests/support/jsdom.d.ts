// jsdom ships without types; the tests need its DOMParser (a strict XML parser) and a window whose
// document Testing Library can query (roles need the window's getComputedStyle).
declare module 'jsdom' {
  export class JSDOM {
    constructor(html?: string);
    readonly window: Window & typeof globalThis & { DOMParser: typeof DOMParser };
  }
}
