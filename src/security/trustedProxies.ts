/**
 * TRUSTED_PROXIES: the reverse proxies / load balancers whose X-Forwarded-For is believed, as a
 * comma- or space-separated list of IP addresses and CIDR ranges (IPv4 and IPv6), e.g.
 * `10.0.0.0/8, 127.0.0.1, ::1`. Unset: nobody is trusted and the socket's peer is the client.
 */
import { BlockList, isIP } from 'node:net'

export interface TrustedProxies {
  has(address: string): boolean
  readonly size: number
}

/** `::ffff:1.2.3.4` -> `1.2.3.4`; `[::1]:80` -> `::1`; `1.2.3.4:5678` -> `1.2.3.4`; anything else unchanged. */
export function normalizeAddress(raw: string): string {
  let a = raw.trim()
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(a)
  if (bracketed) a = bracketed[1]
  else if (/^\d{1,3}(?:\.\d{1,3}){3}:\d+$/.test(a)) a = a.slice(0, a.lastIndexOf(':'))
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(a)
  if (mapped) a = mapped[1]
  return a.toLowerCase()
}

/** Parse the list; entries that are neither an address nor a CIDR range are reported in `invalid`. */
export function parseTrustedProxies(value: string | undefined): TrustedProxies & { invalid: string[] } {
  const list = new BlockList()
  const invalid: string[] = []
  let size = 0
  for (const entry of (value ?? '').split(/[\s,]+/).filter(Boolean)) {
    const [rawAddress, rawPrefix] = entry.split('/')
    const address = normalizeAddress(rawAddress)
    const family = isIP(address)
    if (family === 0) {
      invalid.push(entry)
      continue
    }
    const type = family === 4 ? 'ipv4' : 'ipv6'
    if (rawPrefix === undefined) list.addAddress(address, type)
    else {
      const prefix = Number(rawPrefix)
      if (!/^\d+$/.test(rawPrefix) || prefix > (family === 4 ? 32 : 128)) {
        invalid.push(entry)
        continue
      }
      list.addSubnet(address, prefix, type)
    }
    size++
  }
  return {
    invalid,
    size,
    has(candidate: string) {
      const address = normalizeAddress(candidate)
      const family = isIP(address)
      if (family === 0 || size === 0) return false
      return list.check(address, family === 4 ? 'ipv4' : 'ipv6')
    },
  }
}

let cached: { source: string | undefined; value: TrustedProxies } | undefined

/** The process's TRUSTED_PROXIES (re-read when the variable changes, e.g. in tests). */
export function trustedProxies(): TrustedProxies {
  const source = process.env.TRUSTED_PROXIES
  if (!cached || cached.source !== source) {
    const parsed = parseTrustedProxies(source)
    if (parsed.invalid.length > 0) console.warn(`[security] TRUSTED_PROXIES: ignoring ${parsed.invalid.map((e) => JSON.stringify(e)).join(', ')}`)
    cached = { source, value: parsed }
  }
  return cached.value
}
