/**
 * Stand-in for the `server-only` package under vitest. In Next.js the package is empty in server
 * code (the react-server condition) and throws in browser bundles; tests run server modules in
 * plain Node, where the real package would throw.
 */
export {}
