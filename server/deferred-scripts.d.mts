// Types of server/deferred-scripts.mjs (a plain ES module, so the production server needs no build step).
import type { ServerResponse } from 'node:http';

export const LOADER_SCRIPT: string;
export function createScriptDeferral(nonce?: string): { push(piece: string): string; flush(): string };
export function deferScripts(res: ServerResponse): void;
export function asBuffer(chunk: unknown, encoding: unknown): Buffer;
