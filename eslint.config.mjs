import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { readdirSync } from 'node:fs';

// Dependencies flow one way: lib -> components -> screens -> app (Next's App Router entry,
// decision 075). The client never imports the server; the server takes only the shared contract,
// the money rules (lib/money/fen.ts) and i18n catalogs from the client side.
const clientZones = [
  { target: './lib', from: './components', message: 'lib must not import components' },
  { target: './lib', from: './screens', message: 'lib must not import screens' },
  { target: './lib', from: './app', message: 'lib must not import app' },
  { target: './components', from: './screens', message: 'components must not import screens' },
  { target: './components', from: './app', message: 'components must not import app' },
  { target: './screens', from: './app', message: 'screens must not import app' },
  ...['./lib', './components', './screens', './app', './service-worker'].map((target) => ({
    target,
    from: './server',
    message: 'client code never imports the server',
  })),
  {
    target: './server',
    from: [
      './components',
      './screens',
      './app',
      './service-worker',
      './lib/api',
      './lib/router',
      './lib/session',
      './lib/platform',
      './lib/money/checkout.ts',
    ],
    message:
      'the server imports only lib/contract, lib/money/fen.ts (and lib/i18n) from the client side',
  },
  {
    target: './server/core',
    from: './server/domains',
    message: 'core never imports a domain: a domain uses core, and the app wires domains in',
  },
];

// One screen area (screens/<area>/) never imports another area's files: what two areas share lives
// in lib/ (logic, hooks) or components/ (UI), so each area can change alone (decision 012).
const screenAreas = readdirSync(new URL('./screens/', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const screenZones = screenAreas.map((area) => ({
  target: `./screens/${area}`,
  from: './screens',
  except: [`./${area}`],
  message: `screens/${area} must not import another screen area; move what they share to lib/ or components/`,
}));

export default tseslint.config(
  {
    ignores: [
      'node_modules/',
      '.next/',
      'out/',
      '.generated/',
      '.bench/',
      '.data/',
      'coverage/',
      'public/sw.js',
      'next-env.d.ts',
      'server/core/db/migrations/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    // Resolves the '@/...' paths of tsconfig, so the zones also see imports written with them.
    settings: { 'import-x/resolver': { typescript: true, node: true } },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: [...clientZones, ...screenZones] }],
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^react-vant(/(lib|bundle)(/.*)?)?$',
              message: 'Import react-vant per component (react-vant/es/...) so it tree-shakes.',
              importNames: undefined,
            },
          ],
        },
      ],
    },
  },
  {
    // One import style in the client (decision 015): `./` within a folder, `@/` for anything
    // outside it. A stylesheet of another folder stays relative (jest's '@/' mapping would take
    // it before its style stub). The server keeps relative paths: drizzle-kit and the plain node
    // tools that load it do not read tsconfig's paths.
    files: ['{app,components,lib,screens}/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^react-vant(/(lib|bundle)(/.*)?)?$',
              message: 'Import react-vant per component (react-vant/es/...) so it tree-shakes.',
            },
            {
              regex: '^\\.\\./(?!.*\\.css$)',
              message:
                "Outside this folder, import by '@/' from the repository root (decision 015).",
            },
          ],
        },
      ],
    },
  },
  {
    // The server by domain (decision 060): a domain is reached from outside only through its entry
    // (server/domains/<d>/index.ts) or, for foreign keys and the schema list, its tables.ts.
    files: ['server/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^|/)domains/[^/]+/(?!(index|tables)$)[^/]+',
              message: 'Reach another domain through its entry, server/domains/<d>/index.ts.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['server/domains/*/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^\\.\\./[^/.]+/(?!(index|tables)$)[^/]+$',
              message: 'Reach another domain through its entry, server/domains/<d>/index.ts.',
            },
          ],
        },
      ],
    },
  },
  {
    // The files beside the domain folders (the list of domains, the table list, the typed handle,
    // the shared context) reach each domain through its entry too.
    files: ['server/domains/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^\\./[^/.]+/(?!(index|tables)$)[^/]+$',
              message: 'Reach a domain through its entry, server/domains/<d>/index.ts.',
            },
          ],
        },
      ],
    },
  },
  {
    // Every redirect the server makes checks its target in one place (issue 25, finding 3).
    files: ['server/**/*.ts'],
    ignores: ['server/core/http/redirect.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.property.name='redirect']",
          message: 'Redirect through redirectWithinSite (server/core/http/redirect.ts).',
        },
        {
          selector:
            'CallExpression[callee.property.name=/^headers?$/] > Literal[value=/^location$/i]',
          message: 'Redirect through redirectWithinSite (server/core/http/redirect.ts).',
        },
      ],
    },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: { globals: { ...globals.node } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
