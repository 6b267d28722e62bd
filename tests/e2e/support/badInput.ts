/**
 * A seeded generator of hostile requests for the bad-input suite: odd paths, query strings,
 * bodies, headers and content types against the pages, REST, GraphQL and search. The same
 * seed gives the same requests, so a failure can be replayed.
 */
import { prng } from '../../../seed/random'

export type BadRequest = {
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE'
  path: string
  host: string
  headers: Record<string, string>
  body?: string | Buffer
  /** Sent with the admin's token: only requests that cannot change data. */
  authenticated: boolean
}

/** A deterministic generator: the seed's PRNG (mulberry32), so a failing request can be replayed. */
const seededRandom = (seed: number): (() => number) => prng(seed).next

const COLLECTIONS = ['users', 'sites', 'dealerships', 'locations', 'holiday-hours', 'manufacturers', 'media', 'offers', 'reviews', 'menus', 'pages', 'posts', 'vehicles', 'payload-preferences', 'payload-jobs', 'nonexistent']
const FIELDS = ['id', 'site', 'name', 'slug', 'createdAt', 'updatedAt', 'address.postcode', 'site.slug', 'price', 'make', 'status', 'is_sold', 'sites', 'manufacturer', 'validUntil', 'images.url', 'alt', '_status', 'nonsense', 'version.name', 'parent', 'latest']
const OPERATORS = ['equals', 'not_equals', 'in', 'not_in', 'all', 'exists', 'greater_than', 'greater_than_equal', 'less_than', 'less_than_equal', 'like', 'not_like', 'contains', 'within', 'intersects', 'near', 'regex', '$ne', '']
const VALUES = ['1', '0', '-1', 'a,b', '1,2,3', 'abc', '', 'null', 'true', 'false', 'maybe', '2025-01-01', 'not-a-date', '%zz', '%', "' OR 1=1 --", '<script>alert(1)</script>', '9'.repeat(30), '1e309', 'NaN', '\u0000', '😀', 'x'.repeat(3000), '{"a":1}', '[1]', '..%2F..%2Fetc%2Fpasswd']
const SEGMENTS = ['%', '%zz', '%E0%A4%A', '%00', '..', '%2e%2e', '%2F', '😀', '<script>', "'", '"', 'a'.repeat(600), 'null', 'undefined', '-1', '0', '1', '99999999999999999999', '1.5', 'file', 'versions', 'count', 'access', 'me', 'init', 'preview', '~', 'x~y', 's~nope', 'h~evil.example']
const PAGES = ['/', '/cars', '/cars/x', '/search', '/search/toyota', '/search/used/toyota/hilux', '/special-offers', '/offers/x', '/blog', '/blog/x', '/blog/vehicle-reviews', '/contact', '/contact-us/x', '/teams/x', '/pages/x', '/robots.txt', '/favicon.ico', '/_next/static/x.js', '/_next/image', '/images/x.png']
const PAGE_QUERIES = ['page=-1', 'page=abc', 'page=99999999', 'sortBy=%zz', 'sortBy=nope', 'query=' + 'q'.repeat(2000), 'refinementList[make][]=Toyota', 'refinementList[make]=x', 'refinementList=x', 'range[price]=a:b', 'range[price]=1:', 'range=x', 'preview=garbage', 'preview=', 'redirect=//evil.example', 'back=javascript:alert(1)', 'url=/%', 'w=99999&q=999&url=/api/media/file/x.png', '%=%', 'a[b][c][d][e][f][g][h][i][j][k]=1']
const HOSTS = ['sunshine-toyota.localhost', 'harbour-auto-group.localhost', 'outback-caravans.localhost', 'localhost', '127.0.0.1', 'nobody.localhost', 'evil.example', 'r4nd0m-host.example', '-bad-.localhost', 'a'.repeat(300) + '.example', '[::1]', 'localhost:99999']
const CONTENT_TYPES = ['application/json', 'text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'multipart/form-data', 'application/xml', 'application/graphql', 'application/json; charset=utf-16', '', 'garbage/garbage']
const BODIES = ['null', '{', '}', '[]', '[1,2]', '"string"', '42', 'true', '{"a":', 'name=x&site=1', '--x\r\nContent-Disposition: form-data; name="name"\r\n\r\nx\r\n--x--\r\n', '--x\r\nContent-Disposition: form-data; name="_payload"\r\n\r\n{\r\n--x--\r\n', '--x\r\nContent-Disposition: form-data; name="_payload"\r\n\r\nnull\r\n--x--\r\n', '\u0000\u0001\u0002', '😀'.repeat(100), '', '{"__proto__":{"admin":true}}', '{"constructor":{"prototype":{"x":1}}}']
const GRAPHQL_BODIES = ['{', 'null', '[]', '{"query":123}', '{"query":"{"}', '{"query":"{ Offers { docs { id } } }","variables":"x"}', '{"query":"query($id: Int!) { Offer(id: $id) { id } }","variables":{"id":"abc"}}', '{"query":"{ __typename }"}', '{"query":"{ Nope { id } }"}', '{"query":"mutation { createOffer(data: {}) { id } }"}', '{"query":"{ Offers(where: { site: { like: \\"x\\" } }) { docs { id } } }"}', '{"query":"{ Offers(where: { id: { in: [\\"a\\"] } }) { docs { id } } }"}', '{"query":"{ Locations(where: { id: { near: [1,2,3] } }) { docs { id } } }"}', '{"query":"{ Offers(limit: -1, page: -5) { docs { id } } }"}', '{"query":"{ Media(where: { createdAt: { greater_than: \\"not-a-date\\" } }) { docs { id } } }"}']
const SEARCH_BODIES = ['{', 'null', '[]', '{"requests":null}', '{"requests":[null]}', '{"requests":[{"indexName":"Car_production","params":"query=x&hitsPerPage=-1&page=-2"}]}', '{"requests":[{"indexName":"Car_production","params":"filters=(((("}]}', '{"requests":[{"indexName":"Car_production","params":"facetFilters=%5B%5B%5B1%5D%5D%5D"}]}', '{"requests":[{"indexName":"Car_production","params":"numericFilters=price%3Eabc"}]}', '{"requests":[{"indexName":"Car_production","query":123,"hitsPerPage":"x","facets":{}}]}', '{"requests":[{"indexName":"Nope","params":""}]}', '{"requests":[{"indexName":"Car_production","params":"%zz"}]}', '{"requests":[{"indexName":"Car_production","params":"filters=make:Toyota AND NOT status:sold"}]}']
const HEADER_SETS: Record<string, string>[] = [
  {},
  { cookie: 'payload-token=garbage' },
  { authorization: 'JWT garbage' },
  { authorization: 'Bearer ' + 'x'.repeat(500) },
  { authorization: 'users API-Key nope' },
  { 'x-forwarded-for': 'not-an-ip, 999.1.1.1' },
  { 'x-forwarded-proto': 'https' },
  { 'x-forwarded-host': 'evil.example' },
  { accept: 'text/x-component' },
  { rsc: '1' },
  { 'next-router-state-tree': '%zz' },
  { 'next-router-state-tree': '[[[[' },
  { 'next-action': 'deadbeef' },
  { 'accept-language': 'zz-ZZ;q=abc' },
  { range: 'bytes=999999-1' },
  { 'if-none-match': '"x"' },
  { 'x-payload-http-method-override': 'GET' },
  { origin: 'https://evil.example' },
]

export function generateBadRequests(count: number, seed: number): BadRequest[] {
  const random = seededRandom(seed)
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]
  const maybe = (p: number) => random() < p
  const whereQuery = () => {
    const field = pick(FIELDS)
    const op = pick(OPERATORS)
    const prefix = maybe(0.2) ? `where[or][0][and][0]` : 'where'
    const tail = maybe(0.15) ? `[${pick(['$ne', '0', 'a', ''])}]` : ''
    return `${prefix}[${field}]${op ? `[${op}]` : ''}${tail}=${encodeURIComponent(pick(VALUES))}`
  }
  const restQuery = () =>
    [
      maybe(0.7) ? whereQuery() : '',
      maybe(0.2) ? `limit=${pick(VALUES)}` : '',
      maybe(0.2) ? `page=${pick(VALUES)}` : '',
      maybe(0.2) ? `depth=${pick(['-1', '100', 'abc', '1e9'])}` : '',
      maybe(0.2) ? `sort=${pick(['-createdAt', 'nonsense', 'site.slug', '%zz', '-', 'a,b,c', 'id,-id'])}` : '',
      maybe(0.1) ? `select[${pick(FIELDS)}]=${pick(['true', 'x'])}` : '',
      maybe(0.1) ? `populate[${pick(COLLECTIONS)}][x]=true` : '',
      maybe(0.05) ? `locale=${pick(['zz', '%', 'all'])}` : '',
      maybe(0.05) ? `draft=${pick(['true', 'x'])}` : '',
    ]
      .filter(Boolean)
      .join('&')

  const requests: BadRequest[] = []
  for (let i = 0; i < count; i++) {
    const headers = { ...pick(HEADER_SETS) }
    const kind = pick(['page', 'page', 'rest', 'rest', 'rest', 'rest-write', 'graphql', 'search'] as const)
    if (kind === 'page') {
      let path = pick(PAGES)
      if (maybe(0.5)) path = `${path.replace(/\/$/, '')}/${pick(SEGMENTS)}`
      if (maybe(0.5)) path += `?${pick(PAGE_QUERIES)}`
      requests.push({ method: maybe(0.9) ? 'GET' : 'POST', path, host: pick(HOSTS), headers, body: maybe(0.1) ? pick(BODIES) : undefined, authenticated: false })
    } else if (kind === 'rest') {
      const collection = pick(COLLECTIONS)
      const tail = maybe(0.5) ? '' : `/${pick(SEGMENTS)}${maybe(0.2) ? `/${pick(SEGMENTS)}` : ''}`
      const query = restQuery()
      const path = `/api/${maybe(0.1) ? `globals/${pick(['platform-settings', 'nope', '%zz'])}` : collection}${tail}${query ? `?${query}` : ''}`
      requests.push({ method: 'GET', path, host: 'localhost', headers, authenticated: maybe(0.5) })
    } else if (kind === 'rest-write') {
      const collection = pick(COLLECTIONS)
      const authenticated = maybe(0.5)
      const method = pick(['POST', 'PATCH', 'PUT', ...(authenticated ? [] : (['DELETE'] as const))] as const)
      const target = method === 'POST' ? pick(['', '', '/login', '/logout', '/refresh-token', '/forgot-password', '/unlock', '/1', `/${pick(SEGMENTS)}`]) : pick(['/1', '/999999', '', `/${pick(SEGMENTS)}`])
      const type = pick(CONTENT_TYPES)
      if (type) headers['content-type'] = type
      // With the admin's token only bodies that hold no document: nothing may be created or changed.
      const body = authenticated ? pick(BODIES.filter((b) => !b.startsWith('{"'))) : maybe(0.2) ? '{"name":"x"}' : pick(BODIES)
      const query = authenticated && method !== 'POST' ? `?${whereQuery()}` : maybe(0.3) ? `?${whereQuery()}` : ''
      requests.push({ method, path: `/api/${collection}${target}${query}`, host: 'localhost', headers, body, authenticated })
    } else if (kind === 'graphql') {
      headers['content-type'] = maybe(0.8) ? 'application/json' : pick(CONTENT_TYPES) || 'text/plain'
      requests.push({ method: 'POST', path: '/api/graphql', host: 'localhost', headers, body: pick(GRAPHQL_BODIES), authenticated: false })
    } else {
      const site = pick(['s~sunshine-toyota', 'sunshine-toyota', '%zz', 'h~evil.example', 'x', '%'])
      const tail = pick(['1/indexes/*/queries', '1/indexes/Car_production/query', '1/indexes/*/facets/make/query', '1/indexes/%zz/queries', '2/x', '1/indexes/*/facets/%/query', ''])
      headers['content-type'] = maybe(0.8) ? 'application/json' : pick(CONTENT_TYPES) || 'text/plain'
      requests.push({ method: maybe(0.95) ? 'POST' : 'GET', path: `/api/search/${site}/${tail}`, host: pick(HOSTS.slice(0, 5)), headers, body: pick(SEARCH_BODIES), authenticated: false })
    }
  }
  return requests
}
