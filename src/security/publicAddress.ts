/**
 * Is this address, host or URL on the public internet? (Server-side request forgery.)
 * Pure: no DNS, no I/O. Used when a dealership's webhook URL is saved (validate) and again when a
 * lead is sent to it, on every address its host name resolves to (src/leads/delivery/webhookTransport.ts).
 *
 * IPv4: everything in the IANA special-purpose registry is refused (loopback, private, CGNAT,
 * link-local incl. cloud metadata 169.254.169.254, "this network", documentation, benchmarking,
 * multicast, reserved, broadcast). IPv6: only global unicast (2000::/3) is public, less its special
 * blocks; IPv4-mapped (::ffff:a.b.c.d), loopback, unique-local and link-local are refused.
 * Host names: `localhost`, `*.localhost`, `*.local`, `*.internal` and other private-use names, and
 * names without a dot (completed by the server's DNS search list) are refused; decimal, octal and
 * hex IPv4 forms (2130706433, 0x7f000001, 0177.0.0.1) are read as the address they stand for.
 */
import { BlockList, isIP } from 'node:net'

type Range = [address: string, prefix: number, problem: string]

const IPV4_RANGES: Range[] = [
  ['0.0.0.0', 8, 'a "this network" address'],
  ['10.0.0.0', 8, 'a private address'],
  ['100.64.0.0', 10, 'a shared (CGNAT) address'],
  ['127.0.0.0', 8, 'a loopback address'],
  ['169.254.0.0', 16, 'a link-local address'],
  ['172.16.0.0', 12, 'a private address'],
  ['192.0.0.0', 24, 'a reserved address'],
  ['192.0.2.0', 24, 'a documentation address'],
  ['192.88.99.0', 24, 'a reserved address'],
  ['192.168.0.0', 16, 'a private address'],
  ['198.18.0.0', 15, 'a reserved address'],
  ['198.51.100.0', 24, 'a documentation address'],
  ['203.0.113.0', 24, 'a documentation address'],
  ['224.0.0.0', 4, 'a multicast address'],
  ['240.0.0.0', 4, 'a reserved address'],
]

/** Inside global unicast 2000::/3, the blocks that are not ordinary public hosts. */
const IPV6_RANGES: Range[] = [
  ['2001::', 23, 'a reserved address'], // IETF protocol assignments, incl. Teredo 2001::/32
  ['2001:db8::', 32, 'a documentation address'],
  ['2002::', 16, 'a 6to4 address'], // embeds an IPv4 address, which may be private
  ['3fff::', 20, 'a documentation address'],
]

const v4 = new BlockList()
const v6 = new BlockList()
const globalUnicast = new BlockList()
globalUnicast.addSubnet('2000::', 3, 'ipv6')
for (const [address, prefix] of IPV4_RANGES) v4.addSubnet(address, prefix, 'ipv4')
for (const [address, prefix] of IPV6_RANGES) v6.addSubnet(address, prefix, 'ipv6')

function rangeProblem(ranges: Range[], address: string, family: 'ipv4' | 'ipv6'): string | null {
  for (const [start, prefix, problem] of ranges) {
    const one = new BlockList()
    one.addSubnet(start, prefix, family)
    if (one.check(address, family)) return problem
  }
  return null
}

/**
 * The WHATWG URL reading of an IPv4 host, as browsers and Node's URL parser do: 1 to 4 parts, each
 * decimal, 0x-hex or 0-octal, the last filling the remaining bytes (2130706433 = 127.0.0.1).
 * `undefined` when the host is not numeric (a name); `null` when it is numeric but invalid.
 */
export function parseIPv4Like(host: string): string | null | undefined {
  const parts = host.split('.')
  if (parts.length > 1 && parts[parts.length - 1] === '') parts.pop()
  if (!/^(0x[0-9a-f]*|[0-9]+)$/i.test(parts[parts.length - 1] ?? '')) return undefined
  if (parts.length > 4) return null
  const numbers: number[] = []
  for (const part of parts) {
    if (/^0x[0-9a-f]*$/i.test(part)) numbers.push(part.length === 2 ? 0 : parseInt(part.slice(2), 16))
    else if (/^0[0-7]+$/.test(part)) numbers.push(parseInt(part.slice(1), 8))
    else if (/^(0|[1-9][0-9]*)$/.test(part)) numbers.push(Number(part))
    else return null
  }
  const last = numbers.pop()!
  if (numbers.some((n) => n > 255) || last >= 256 ** (4 - numbers.length)) return null
  let value = last
  numbers.forEach((n, i) => (value += n * 256 ** (3 - i)))
  return [24, 16, 8, 0].map((shift) => Math.floor(value / 2 ** shift) % 256).join('.')
}

/** IPv6 outside global unicast (2000::/3) that deserves a precise message; the rest is "reserved". */
const IPV6_OUTSIDE: Range[] = [
  ['::1', 128, 'a loopback address'],
  ['::', 128, 'the unspecified address'],
  ['::ffff:0:0', 96, 'an IPv4-mapped address'],
  ['64:ff9b::', 96, 'a NAT64 address'],
  ['fc00::', 7, 'a unique-local (private) address'],
  ['fe80::', 10, 'a link-local address'],
  ['ff00::', 8, 'a multicast address'],
]

/** Why this IP address is not a public one, or null when it is. Not an IP address: a problem too. */
export function addressProblem(address: string): string | null {
  const ip = address.replace(/^\[(.*)\]$/, '$1').replace(/%.*$/, '')
  const family = isIP(ip)
  if (family === 4) return v4.check(ip, 'ipv4') ? rangeProblem(IPV4_RANGES, ip, 'ipv4') : null
  if (family === 6) {
    if (!globalUnicast.check(ip, 'ipv6')) return rangeProblem(IPV6_OUTSIDE, ip, 'ipv6') ?? 'a reserved address'
    return v6.check(ip, 'ipv6') ? rangeProblem(IPV6_RANGES, ip, 'ipv6') : null
  }
  return 'not an IP address'
}

export const isPublicAddress = (address: string): boolean => addressProblem(address) === null

/** Private-use names that never lead to a public host. */
const PRIVATE_SUFFIXES = ['localhost', 'local', 'internal', 'localdomain', 'lan', 'home.arpa', 'intranet', 'corp', 'home']

/**
 * Why this host (a URL's hostname: a name, an IPv4 address in any form, or a bracketed IPv6
 * address) is not a public one, or null when it may be (a name still has to resolve to public
 * addresses only, checked when sending).
 */
export function hostProblem(rawHost: string): string | null {
  const host = rawHost.trim().toLowerCase().replace(/\.+$/, '')
  if (!host) return 'no host'
  const bare = host.replace(/^\[(.*)\]$/, '$1')
  if (isIP(bare)) return addressProblem(bare)
  const ipv4 = parseIPv4Like(host)
  if (ipv4 === null) return 'not a valid address'
  if (ipv4 !== undefined) return addressProblem(ipv4)
  if (!/^[a-z0-9_-]+(\.[a-z0-9_-]+)*$/.test(host)) return 'not a valid host name'
  for (const suffix of PRIVATE_SUFFIXES) {
    if (host === suffix || host.endsWith(`.${suffix}`)) return `a private name (.${suffix})`
  }
  if (!host.includes('.')) return 'not a full host name'
  return null
}

export type WebhookUrlCheck = { ok: true; url: URL } | { ok: false; problem: string }

/** Is this a webhook address the platform may POST leads to: https, no credentials, a public host? */
export function checkWebhookUrl(value: string): WebhookUrlCheck {
  let url: URL
  try {
    url = new URL(value.trim())
  } catch {
    return { ok: false, problem: 'Enter a full address such as https://crm.example.com/leads.' }
  }
  if (url.protocol !== 'https:') return { ok: false, problem: 'Use an https:// address (such as https://crm.example.com/leads).' }
  if (url.username || url.password) return { ok: false, problem: 'Leave the user name and password out of the address; sign requests with the webhook secret instead.' }
  const problem = hostProblem(url.hostname)
  if (problem) return { ok: false, problem: `Use an address on a public host: ${url.hostname} is ${problem}.` }
  return { ok: true, url }
}
