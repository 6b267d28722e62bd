/**
 * Next.js instrumentation: runs once when a server process starts. In the Node.js runtime it makes
 * the HTTP server stamp every request with its TCP peer address (src/security/peerAddress.ts), which
 * clientAddress() needs to tell a real client from a forged X-Forwarded-For.
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const { installPeerAddressHeader } = await import('./security/peerAddress')
    installPeerAddressHeader()
  }
}
