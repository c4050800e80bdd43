// @ts-check
/**
 * Node's flags for the production server, given by everything that starts it (npm start in package.json,
 * scripts/demo.mjs, playwright.config.ts, bench/run.mjs; tests/contracts/server-flags.test.ts holds them
 * equal). V8 otherwise lets the heap grow to several times what is live while pages render: the server
 * lives in about 140 MB after collection (the page cache's 64 MB is outside the heap), and with this
 * limit it peaked at about 340 MB where it reached 1 GB before (bench/README.md).
 */
export const SERVER_NODE_FLAGS = ['--max-old-space-size=256'];
