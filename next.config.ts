import { withPayload } from '@payloadcms/next/withPayload'
import path from 'node:path'
import type { NextConfig } from 'next'

// HTML pages get their Content Security Policy and HSTS from src/proxy.ts (per request: the
// admin's nonce, the admin's origin for framing). Everything else (the API's JSON, files) may
// not run scripts or be framed at all.
const securityHeaders = [
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(self)' },
]
const apiHeaders = [{ key: 'Content-Security-Policy', value: "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'" }]

const nextConfig: NextConfig = {
  // A second local server (e.g. a helper's) can build into its own directory.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  poweredByHeader: false,
  // Next's default page cache, which also drops the finished pages in front of Next
  // (src/server/frontCache.ts, through the expiry bus) whenever it expires cache tags. Both
  // handlers are TypeScript (src/server/frontAwareCacheHandler.ts, src/cache/sharedPageCache.ts);
  // Next bundles and imports the .mjs named here, which loads them through tsx at run time.
  cacheHandler: path.resolve(process.cwd(), 'src/server/nextCacheHandler.mjs'),
  // Cached shopper pages (revalidate in src/app/(site)/[site]/layout.tsx) answer
  // `Cache-Control: s-maxage=<revalidate>, stale-while-revalidate=<expireTime - revalidate>`:
  // a CDN may serve a page up to an hour old while it fetches the new one.
  expireTime: 3600,
  // CACHE_SHARED=postgres (several app instances on one database, docs/operations.md): pages
  // and cached data live in PostgreSQL behind a per-process memory front, and a tag expired on
  // one instance is expired on all (src/cache/sharedPageCacheHandler.mjs). Unset: Next's own
  // in-memory cache, the fastest for a single instance. Read when the server starts.
  ...(process.env.CACHE_SHARED === 'postgres' ? { cacheHandler: path.resolve(process.cwd(), 'src/cache/sharedPageCacheHandler.mjs') } : {}),
  // pdfkit reads its font metrics (data/*.afm) next to its own files at run time: load it from
  // node_modules instead of bundling it (the car PDF, src/vehicle/pdf).
  serverExternalPackages: ['pdfkit'],
  images: {
    // Payload serves uploads from /api/media/file/...; any site host may ask for them.
    localPatterns: [{ pathname: '/api/media/file/**' }, { pathname: '/images/**' }],
    qualities: [75, 80],
  },
  async headers() {
    return [
      { source: '/:path*', headers: securityHeaders },
      // Not the media files: Payload gives them their own policy.
      { source: '/api/:path((?!media/file/).*)', headers: apiHeaders },
    ]
  },
  experimental: {
    // Every request passes the proxy (src/proxy.ts), which buffers at most this much of a body: a
    // 10 MB lead photo (POST /api/leads/photos) plus its multipart envelope must fit.
    proxyClientMaxBodySize: '11mb',
    // Cached pages and data live in the in-memory cache only (bounded by cacheMaxMemorySize, least
    // recently used first): a crawl of made-up paths cannot fill the disk with cached 404 pages.
    isrFlushToDisk: false,
    // The stylesheet goes into each page's <head> instead of a render-blocking request
    // (issue 36: one round trip less before the first paint on a phone; docs/performance.md).
    inlineCss: true,
    // Keep class names in the server bundle: Payload picks each error's log level by its
    // class name (ValidationError, NotFound and Forbidden log one info line); minified names
    // made every 4xx an error with a full stack trace.
    turbopackMinify: { server: false },
  },
  turbopack: {
    resolveAlias: {
      // instantsearch.js's history router imports `qs` (~18 KB gzip with its dependencies) for
      // defaults this app never uses; the browser gets a stub that fails loudly if called.
      qs: { browser: './src/search/qsBrowserStub.ts' },
    },
  },
  // The admin, the API and every site run in one server; the build must not need a database.
  typescript: { ignoreBuildErrors: false },
}

export default withPayload(nextConfig, { devBundleServerPackages: false })
