/**
 * zod, configured once for the whole app: import `z` from here, not from 'zod'.
 *
 * `jitless`: zod 4 otherwise checks on its first parse whether it may compile a fast parser with
 * `new Function`. The site's Content-Security-Policy has no 'unsafe-eval' (src/lib/csp.ts), so in
 * the browser that check is a CSP violation on every page that parses anything with zod (the lead
 * source tracker on every page, the lead forms): logged, reported, and counted against the page's
 * best-practices score. Parsing without it is the same parsing, only not compiled.
 */
import { z } from 'zod'

z.config({ jitless: true })

export { z }
