// The stock reference of `npm run bench` (bench/reference.mjs): Next's defaults, nothing of Sourcefair's.
// It is built from its copy in bench/out/reference/, a workspace of its own with the installed packages
// linked in: with the repository as the workspace root, Next would compile the site's proxy.ts and
// instrumentation.ts into it.
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

/** @type {import('next').NextConfig} */
const nextConfig = { turbopack: { root: dirname(fileURLToPath(import.meta.url)) } };

export default nextConfig;
