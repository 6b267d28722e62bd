// Lint for the app, its schema, seed, scripts and tests: Next's recommended and Core Web Vitals
// rules (React, hooks, accessibility, imports) and typescript-eslint's recommended rules.
// Which folder may import which is checked by dependency-cruiser (`.dependency-cruiser.cjs`).
import nextCoreWebVitals from 'eslint-config-next/core-web-vitals'
import nextTypescript from 'eslint-config-next/typescript'

/** The code the size rules apply to: the app, its schema and its seed (not scripts, benchmarks or tests). */
const SIZE_RULED = ['src/**/*.{ts,tsx}', 'blocks/**/*.{ts,tsx}', 'collections/**/*.ts', 'globals/**/*.ts', 'seed/**/*.ts', 'payload.config.ts']

const config = [
  {
    // Generated files and build output.
    ignores: [
      'src/payload-types.ts',
      'src/migrations/**',
      'src/app/(payload)/admin/importMap.js',
      '.next/**',
      '.data/**',
      'public/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  ...nextCoreWebVitals,
  ...nextTypescript,
  {
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      // Next's preset makes these warnings; `npm run lint` fails on any finding, so they are errors.
      // A leading underscore names a value taken apart only to leave it out
      // (`const { id: _id, ...copy } = doc`) or a parameter a signature requires.
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      '@typescript-eslint/no-unused-expressions': 'error',
      // A `let` assigned once but read earlier by a closure (a shutdown hook registered before the
      // child process it stops is spawned) cannot be a `const`.
      'prefer-const': ['error', { ignoreReadBeforeAssign: true }],
      // The rule maps an <a href> onto the src/app route tree, but a dealer site's paths reach
      // their pages through the host → /[site]/… rewrite in src/proxy.ts, so every site path
      // (`/cars/`, `/privacy-policy`) looks to it like the [site] segment, and /admin/… is
      // Payload's own app. Plain links are deliberate where they are used: they work before
      // hydration and cost no router code.
      '@next/next/no-html-link-for-pages': 'off',
      // The React Compiler's diagnostics (eslint-plugin-react-hooks 7). The app does not run the
      // compiler (no `reactCompiler` in next.config.ts), and these flag patterns it relies on:
      // a browser-only value set after mount so the server HTML hydrates unchanged (useClientNow,
      // the forms' `ready`, the menus' `hydrated`), `Date.now()` in async server components that
      // render once per request, and refs handed to JSX through a control object (Dialog).
      // rules-of-hooks and exhaustive-deps stay on.
      'react-hooks/set-state-in-effect': 'off',
      'react-hooks/refs': 'off',
      'react-hooks/purity': 'off',
      'react-hooks/globals': 'off',
      'react-hooks/incompatible-library': 'off',
    },
  },
  {
    // zod's values come from src/lib/zod.ts, configured not to probe `new Function` (the site's
    // CSP has no 'unsafe-eval'); types may still be imported from 'zod' itself.
    files: ['src/**', 'blocks/**', 'collections/**', 'globals/**'],
    ignores: ['src/lib/zod.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { paths: [{ name: 'zod', message: "Import z from '@/lib/zod' (jitless: no CSP violation in the browser).", allowTypeImports: true }] },
      ],
    },
  },
  {
    // Small modules (issue 33 §6): a file holds at most 250 lines of code and a function (a
    // component included) at most 80; blank lines and comments do not count. A module that grows
    // past either is split by responsibility (a sub-component, a hook, a step, a named helper).
    files: SIZE_RULED,
    rules: {
      'max-lines': ['error', { max: 250, skipBlankLines: true, skipComments: true }],
      'max-lines-per-function': ['error', { max: 80, skipBlankLines: true, skipComments: true, IIFEs: true }],
    },
  },
  {
    // CommonJS modules loaded with `node --require` before the app: require() is their import.
    files: ['**/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // Tests read JSON answers and stand in for library internals; the assertions are the types.
    files: ['tests/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
]

export default config
