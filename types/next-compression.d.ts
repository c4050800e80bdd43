// Next's vendored copy of the `compression` middleware, which the production server applies itself
// (server/serve.mjs). It ships without types.
declare module 'next/dist/compiled/compression/index.js' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  export default function compression(): (req: IncomingMessage, res: ServerResponse, next: () => void) => void;
}
