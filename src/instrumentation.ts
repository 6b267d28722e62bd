/** Runs once when the Next.js server starts (https://nextjs.org/docs/app/guides/instrumentation). */
export async function register() {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const { hideInternalResponseHeaders } = await import('./server/internalHeaders')
    hideInternalResponseHeaders()
  }
}
