// Types of server/request-path.mjs (a plain ES module, so the production server needs no build step).
export function decodableTarget(url: string): boolean;
