import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const root = path.dirname(fileURLToPath(import.meta.url));
const alias = {
  '@': root,
  // 'server-only' throws outside Next's server bundle; tests import those modules directly.
  'server-only': path.join(root, 'tests/support/empty-module.ts'),
  // tests format messages with use-intl's ICU formatter, not the bundles' compiled one (tests/support/raw-messages.ts)
  'icu-minify/compile': path.join(root, 'tests/support/raw-messages.ts'),
};

export default defineConfig({
  plugins: [react()],
  resolve: { alias },
  test: {
    globals: true,
    projects: [
      { extends: true, test: { name: 'unit', environment: 'node', include: ['tests/unit/**/*.test.ts'] } },
      {
        extends: true,
        test: {
          name: 'component',
          environment: 'jsdom',
          include: ['tests/component/**/*.test.tsx'],
          setupFiles: ['tests/support/jest-dom.ts'],
        },
      },
      {
        extends: true,
        // the contracts read and parse the whole source tree: seconds of CPU each, more on a busy machine
        test: {
          name: 'contracts',
          environment: 'node',
          include: ['tests/contracts/**/*.test.ts'],
          testTimeout: 30_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          environment: 'node',
          include: ['tests/integration/**/*.test.ts'],
          globalSetup: ['tests/support/integration-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // Each file gets its own database; two at once fit two cores.
          maxWorkers: 2,
        },
      },
    ],
  },
});
