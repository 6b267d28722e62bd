/**
 * Stands in for the `qs` package in the browser bundle (next.config.ts `turbopack.resolveAlias`).
 *
 * instantsearch.js imports `qs` for its history router's default `createURL`/`parseURL`, and
 * `qs` brings `side-channel`, `get-intrinsic` and `object-inspect` with it: ~18 KB gzip on every
 * search page. This app always passes its own `createURL`/`parseURL` (src/search/urlState.ts,
 * src/stock/ui/LiveInstantSearch.tsx), which never touch the `qsModule` argument, so the
 * real module is dead weight there. If a later change does call it, it fails loudly instead of
 * reading the URL wrongly (tests/unit/search/qsBrowserStub.test.ts).
 */
function notBundled(name: string): never {
  throw new Error(`qs.${name} is not in the browser bundle: give the InstantSearch router its own createURL and parseURL (src/search/urlState.ts)`)
}

const qs = {
  parse: (): never => notBundled('parse'),
  stringify: (): never => notBundled('stringify'),
}

export default qs
export const parse = qs.parse
export const stringify = qs.stringify
