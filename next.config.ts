import { withPayload } from '@payloadcms/next/withPayload'
import type { NextConfig } from 'next'

// Pages may be framed only by the platform itself: the admin's live preview shows a site
// page (on its own {slug}.localhost or domain) inside the admin (localhost or SERVER_URL).
const adminOrigins = ['http://localhost:*', 'http://127.0.0.1:*', process.env.SERVER_URL ? new URL(process.env.SERVER_URL).origin : '']
  .filter(Boolean)
  .join(' ')

const securityHeaders = [
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'Content-Security-Policy', value: `frame-ancestors 'self' ${adminOrigins}` },
  { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(self)' },
]

const nextConfig: NextConfig = {
  // A second local server (e.g. a helper's) can build into its own directory.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  poweredByHeader: false,
  // pdfkit reads its font metrics (data/*.afm) next to its own files at run time: load it from
  // node_modules instead of bundling it (the car PDF, src/pdf).
  serverExternalPackages: ['pdfkit'],
  images: {
    // Payload serves uploads from /api/media/file/...; any site host may ask for them.
    localPatterns: [{ pathname: '/api/media/file/**' }, { pathname: '/images/**' }],
    qualities: [75, 80],
  },
  async headers() {
    return [{ source: '/:path*', headers: securityHeaders }]
  },
  // The admin, the API and every site run in one server; the build must not need a database.
  typescript: { ignoreBuildErrors: false },
}

export default withPayload(nextConfig, { devBundleServerPackages: false })
