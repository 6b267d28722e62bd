/** Issue 19 (SSRF through lead webhooks): which addresses, hosts and webhook URLs are public. */
import { describe, expect, it } from 'vitest'
import { addressProblem, checkWebhookUrl, hostProblem, isPublicAddress, parseIPv4Like } from '@/security/publicAddress'

describe('addressProblem', () => {
  it.each([
    ['127.0.0.1', 'loopback'],
    ['127.255.255.254', 'loopback'],
    ['10.0.0.1', 'private'],
    ['10.255.255.255', 'private'],
    ['172.16.0.1', 'private'],
    ['172.31.255.255', 'private'],
    ['192.168.1.1', 'private'],
    ['100.64.0.1', 'CGNAT'],
    ['100.127.255.255', 'CGNAT'],
    ['169.254.169.254', 'link-local'],
    ['169.254.0.1', 'link-local'],
    ['0.0.0.0', 'this network'],
    ['0.1.2.3', 'this network'],
    ['224.0.0.1', 'multicast'],
    ['239.255.255.250', 'multicast'],
    ['240.0.0.1', 'reserved'],
    ['255.255.255.255', 'reserved'],
    ['192.0.2.10', 'documentation'],
    ['198.51.100.7', 'documentation'],
    ['203.0.113.9', 'documentation'],
    ['198.18.0.1', 'reserved'],
    ['192.0.0.8', 'reserved'],
    ['::1', 'loopback'],
    ['0:0:0:0:0:0:0:1', 'loopback'],
    ['[::1]', 'loopback'],
    ['::', 'unspecified'],
    ['::ffff:127.0.0.1', 'IPv4-mapped'],
    ['::ffff:7f00:1', 'IPv4-mapped'],
    ['::ffff:10.0.0.1', 'IPv4-mapped'],
    ['::ffff:8.8.8.8', 'IPv4-mapped'],
    ['fc00::1', 'unique-local'],
    ['fd12:3456:789a::1', 'unique-local'],
    ['fe80::1', 'link-local'],
    ['fe80::1%eth0', 'link-local'],
    ['febf::1', 'link-local'],
    ['ff02::1', 'multicast'],
    ['64:ff9b::7f00:1', 'NAT64'],
    ['2001:db8::1', 'documentation'],
    ['2002:7f00:1::1', '6to4'],
    ['2001:0:4136:e378::1', 'reserved'],
    ['100::1', 'reserved'],
    ['not-an-ip', 'not an IP address'],
  ])('%s is not public (%s)', (address, kind) => {
    expect(addressProblem(address)).toContain(kind)
    expect(isPublicAddress(address)).toBe(false)
  })

  it.each(['8.8.8.8', '1.1.1.1', '93.184.216.34', '172.15.255.255', '172.32.0.1', '100.63.255.255', '100.128.0.1', '11.0.0.1', '223.255.255.254', '2606:4700:4700::1111', '2a00:1450:4009:81f::200e', '[2606:4700::1]'])(
    '%s is public',
    (address) => {
      expect(addressProblem(address)).toBeNull()
      expect(isPublicAddress(address)).toBe(true)
    },
  )
})

describe('parseIPv4Like (the WHATWG URL reading of numeric hosts)', () => {
  it.each([
    ['2130706433', '127.0.0.1'],
    ['0x7f000001', '127.0.0.1'],
    ['0X7F000001', '127.0.0.1'],
    ['0177.0.0.1', '127.0.0.1'],
    ['0177.0.0.01', '127.0.0.1'],
    ['127.1', '127.0.0.1'],
    ['127.0.1', '127.0.0.1'],
    ['0x7f.1', '127.0.0.1'],
    ['0xa9.0xfe.0xa9.0xfe', '169.254.169.254'],
    ['2852039166', '169.254.169.254'],
    ['0', '0.0.0.0'],
    ['10.0.0.1.', '10.0.0.1'],
  ])('%s reads as %s', (host, address) => {
    expect(parseIPv4Like(host)).toBe(address)
    // Node's own URL parser agrees, so the saved URL and the classifier see the same address.
    expect(new URL(`https://${host}/`).hostname).toBe(address)
  })

  it('leaves names alone and refuses numeric hosts that are out of range', () => {
    expect(parseIPv4Like('example.com')).toBeUndefined()
    expect(parseIPv4Like('1e100.net')).toBeUndefined()
    expect(parseIPv4Like('999.1.1.1')).toBeNull()
    expect(parseIPv4Like('1.2.3.08')).toBeNull()
    expect(parseIPv4Like('4294967296')).toBeNull()
    expect(parseIPv4Like('1.2.3.4.5')).toBeNull()
  })
})

describe('hostProblem', () => {
  it.each([
    '127.0.0.1', '2130706433', '0x7f000001', '0177.0.0.1', '127.1', '017700000001', '10.1.2.3', '172.20.0.5', '192.168.0.10', '100.100.100.100',
    '169.254.169.254', '0.0.0.0', '224.0.0.251', '[::1]', '[::ffff:127.0.0.1]', '[::ffff:a9fe:a9fe]', '[fc00::1]', '[fd00::5]', '[fe80::1]',
    'localhost', 'LOCALHOST', 'localhost.', 'api.localhost', 'x.y.localhost', 'printer.local', 'metadata.google.internal', 'db.internal',
    'router.lan', 'nas.home.arpa', 'intranet', 'metadata', '999.1.1.1', '', 'exa mple.com',
  ])('refuses %j', (host) => {
    expect(hostProblem(host)).not.toBeNull()
  })

  it.each(['example.com', 'crm.dealer.com.au', 'hooks.zapier.com', 'example.com.', '8.8.8.8', '[2606:4700::1111]', 'localhost-crm.com', 'internal-tools.example.com'])('accepts %j', (host) => {
    expect(hostProblem(host)).toBeNull()
  })
})

describe('checkWebhookUrl', () => {
  it.each([
    ['http://crm.example.com/leads', /https/],
    ['ftp://crm.example.com/leads', /https/],
    ['file:///etc/passwd', /https/],
    ['not a url', /full address/],
    ['https://user:pass@crm.example.com/leads', /user name and password/],
    ['https://user@crm.example.com/leads', /user name and password/],
    ['https://127.0.0.1:3998/api/health', /loopback/],
    ['https://localhost:3998/api/health', /localhost/],
    ['https://2130706433/', /loopback/],
    ['https://0x7f000001/', /loopback/],
    ['https://0177.0.0.1/', /loopback/],
    ['https://10.0.0.5/hook', /private/],
    ['https://172.16.3.4/hook', /private/],
    ['https://192.168.1.1/hook', /private/],
    ['https://100.64.1.1/hook', /CGNAT/],
    ['https://169.254.169.254/latest/meta-data/', /link-local/],
    ['https://0.0.0.0:3998/', /this network/],
    ['https://[::1]:3998/', /loopback/],
    ['https://[::ffff:127.0.0.1]/', /IPv4-mapped/],
    ['https://[fd00::1]/', /unique-local/],
    ['https://[fe80::1]/', /link-local/],
    ['https://api.localhost/', /localhost/],
    ['https://metadata.google.internal/computeMetadata/v1/', /internal/],
    ['https://printer.local/', /local/],
  ])('refuses %s', (url, message) => {
    const checked = checkWebhookUrl(url)
    expect(checked.ok).toBe(false)
    if (!checked.ok) expect(checked.problem).toMatch(message)
  })

  it('accepts https to a public host, with a port, path and query', () => {
    for (const url of ['https://crm.example.com/leads', 'https://hooks.example.com:8443/in?key=1', ' https://crm.dealer.com.au/x ']) {
      expect(checkWebhookUrl(url).ok).toBe(true)
    }
  })
})
