import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

// Boundaries (ARCHITECTURE.md "Layers"): lib/ is the domain and its plumbing, beneath the views and the
// pages; a view shows what its page hands it. tests/contracts/boundaries.test.ts plants a violation of each.
// A later entry's no-restricted-imports replaces an earlier one's for the files both match, so each entry
// lists every restriction its files carry.
const LIB_BENEATH_VIEWS = {
  regex: '^(@/|(\\.\\./)+)(components|app)(/|$)',
  message: 'lib/ never imports components/ or app/: the page (app/) composes the domain and the views.',
};
const LIB_WITHOUT_NAVIGATION = {
  name: 'next/navigation',
  message:
    'lib/ never calls notFound() or redirect(): it returns a PageOutcome (lib/routes/page-outcome.ts) and the page acts on it (components/app/page-outcome.ts).',
};
const DOMAIN_WITHOUT_TRANSPORT = {
  regex: '^(@/lib/api|(\\.\\./)+api)(/|$)',
  message:
    "Domain services never import lib/api (the HTTP transport): a domain's records live in its schemas.ts, shared zod pieces in lib/validation/. Only lib/api, lib/gateway and lib/proxy may.",
};

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  globalIgnores([
    '.next/**',
    'node_modules/**',
    '.data/**',
    'out/**',
    'test-results/**',
    'playwright-report/**',
    'bench/out/**',
    'next-env.d.ts',
  ]),
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/ban-ts-comment': [
        'error',
        { 'ts-ignore': true, 'ts-expect-error': 'allow-with-description' },
      ],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // The environment is read in one place (lib/env.ts); the application never reads process.env itself.
    files: ['app/**', 'components/**', 'lib/**', 'proxy.ts'],
    ignores: ['lib/env.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'Read configuration through getEnv() from lib/env.ts.' },
      ],
    },
  },
  {
    files: ['lib/**'],
    rules: {
      'no-restricted-imports': ['error', { paths: [LIB_WITHOUT_NAVIGATION], patterns: [LIB_BENEATH_VIEWS] }],
    },
  },
  {
    // the domain: all of lib/ but the transport (the API itself, the browser's client of it, the proxy)
    files: ['lib/**'],
    ignores: ['lib/api/**', 'lib/gateway/**', 'lib/proxy/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [LIB_WITHOUT_NAVIGATION], patterns: [LIB_BENEATH_VIEWS, DOMAIN_WITHOUT_TRANSPORT] },
      ],
    },
  },
  {
    files: ['components/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@/lib/routes/registry',
              message: 'Views never read the route registry: the page passes what is available as a prop.',
            },
          ],
        },
      ],
    },
  },
]);
