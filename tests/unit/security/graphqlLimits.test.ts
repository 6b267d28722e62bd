/** Issue 19 item 2: the GraphQL cost counts the documents a field can return. */
import { describe, expect, it } from 'vitest'
import { buildSchema, execute, parse, validate, specifiedRules } from 'graphql'
import {
  GRAPHQL_DEFAULT_LIMIT as D,
  GRAPHQL_MAX_COST,
  GRAPHQL_UNPAGINATED_DOCS as ALL,
  costLimit,
  listSize,
  queryCost,
} from '@/security/graphqlLimits'
import { guardResolvers, withGraphQLDeadline } from '@/security/graphqlDeadline'
import { asClientError } from '@/security/graphqlGate'

// The shape of Payload's schema: collection queries take limit/page/pagination/where; a join takes limit.
const schema = buildSchema(`
  type Site { id: ID, name: String, domains: [Domain] }
  type Domain { id: ID, domain: String }
  type Car { id: ID, title: String, sites: [Site], related(limit: Int, where: String): Cars }
  type Cars { docs: [Car], totalDocs: Int }
  type Query {
    Cars(limit: Int, page: Int, pagination: Boolean, where: String): Cars
    Car(id: ID): Car
  }
`)
const cost = (q: string, variables?: Record<string, unknown>) => queryCost(schema, parse(q), variables)

describe('listSize', () => {
  it('is the default page size without a limit, every document with pagination: false or limit 0, else the limit (capped)', () => {
    expect(listSize(undefined, undefined)).toBe(D)
    expect(listSize(undefined, false)).toBe(ALL)
    expect(listSize(null, false)).toBe(ALL)
    expect(listSize(0, true)).toBe(ALL)
    expect(listSize(-5, undefined)).toBe(ALL)
    expect(listSize(25, undefined)).toBe(25)
    expect(listSize(25, false)).toBe(25)
    expect(listSize(1_000_000, undefined)).toBe(ALL)
  })
})

describe('queryCost', () => {
  it('counts a list by its limit, and the default page size without one', () => {
    expect(cost('{ Cars(limit: 5) { docs { id } } }')).toBe(1 + 5 * 2)
    expect(cost('{ Cars { docs { id title } } }')).toBe(1 + D * 3)
    expect(cost('{ Car(id: 1) { id title } }')).toBe(3)
  })

  it('counts pagination: false as the whole collection, not one document', () => {
    expect(cost('{ Cars(pagination: false) { docs { id } } }')).toBe(1 + ALL * 2)
    expect(cost('{ Cars(pagination: false, limit: 3) { docs { id } } }')).toBe(1 + 3 * 2)
    expect(cost('query($p: Boolean) { Cars(pagination: $p) { docs { id } } }', { p: false })).toBe(1 + ALL * 2)
    expect(cost('query($n: Int) { Cars(limit: $n) { docs { id } } }', { n: 40 })).toBe(1 + 40 * 2)
  })

  it('adds aliases up', () => {
    const one = cost('{ Cars(pagination: false) { docs { id } } }')
    const thirty = `{ ${Array.from({ length: 30 }, (_, i) => `a${i}: Cars(pagination: false) { docs { id title } }`).join(' ')} }`
    expect(cost(thirty)).toBe(30 * (1 + ALL * 3))
    expect(cost(thirty)).toBeGreaterThan(30 * one - 30)
  })

  it('multiplies nested lists', () => {
    expect(cost('{ Cars(limit: 10) { docs { related(limit: 20) { docs { id } } } } }')).toBe(1 + 10 * (1 + 1 + 20 * 2))
    // a plain array (a stored hasMany) does not multiply: it is part of its document
    expect(cost('{ Cars(limit: 1000) { docs { sites { domains { id } } } } }')).toBe(1 + 1000 * 4)
  })

  it('counts fragments, named and inline, at every place they are spread', () => {
    const frag = 'fragment F on Cars { docs { id title } }'
    expect(cost(`{ a: Cars(pagination: false) { ...F } b: Cars(limit: 2) { ...F } } ${frag}`)).toBe(1 + ALL * 3 + 1 + 2 * 3)
    expect(cost('{ Cars(pagination: false) { ... on Cars { docs { id } } } }')).toBe(1 + ALL * 2)
    // a chain of fragments, each spread twice, is costed in linear time
    const chain = Array.from({ length: 60 }, (_, i) => `fragment F${i + 1} on Car { ...F${i} ...F${i} }`).join(' ')
    expect(cost(`{ Car(id: 1) { ...F60 } } fragment F0 on Car { id } ${chain}`)).toBe(1 + 2 ** 60)
    // a cycle (refused by the standard rules) does not hang the estimate
    expect(cost('{ Car(id: 1) { ...A } } fragment A on Car { id ...B } fragment B on Car { ...A }')).toBe(2)
  })
})

describe('costLimit', () => {
  const errors = (q: string) => validate(schema, parse(q), [...specifiedRules, costLimit()]).map((e) => e.message)

  it('refuses the 30-alias pagination: false query before it runs, and lets small queries through', () => {
    const q = `{ ${Array.from({ length: 30 }, (_, i) => `a${i}: Cars(pagination: false) { docs { id } }`).join(' ')} }`
    expect(errors(q).join()).toMatch(/too expensive.*limit is 20,000/)
    expect(errors('{ Cars(limit: 5) { docs { id title } } }')).toEqual([])
    expect(errors('{ Cars(limit: 1000) { docs { sites { domains { id } } } } }')).toEqual([])
    expect(cost('{ Cars(pagination: false) { docs { id title } } }')).toBeLessThanOrEqual(GRAPHQL_MAX_COST)
  })
})

describe('refusals answer 400', () => {
  const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json; charset=utf-8' } })

  it('turns a validation refusal (bare array or errors without data) into 400 { errors }', async () => {
    const bare = await asClientError(json([{ message: 'Query uses more than 30 aliases' }]))
    expect(bare.status).toBe(400)
    expect(await bare.json()).toEqual({ errors: [{ message: 'Query uses more than 30 aliases' }] })
    const spec = await asClientError(json({ errors: [{ message: 'Cannot query field "Nope" on type "Query".' }] }))
    expect(spec.status).toBe(400)
    expect((await spec.json()).errors[0].message).toMatch(/Nope/)
  })

  it('keeps 200 for a result that ran, even with errors', async () => {
    expect((await asClientError(json({ data: { Cars: null }, errors: [{ message: 'Forbidden' }] }))).status).toBe(200)
    expect((await asClientError(json({ data: null, errors: [{ message: 'x' }] }))).status).toBe(200)
  })
})

describe('time limit', () => {
  it('stops resolvers after the deadline and answers 503 in the errors format', async () => {
    const s = buildSchema('type Query { slow: Int, fast: Int }')
    let ran = 0
    const fields = s.getQueryType()!.getFields()
    fields.slow.resolve = () => new Promise((r) => setTimeout(() => r(++ran), 80))
    fields.fast.resolve = () => ++ran
    guardResolvers(s)
    guardResolvers(s) // once per schema
    const handler = withGraphQLDeadline(async () => {
      const first = await execute({ schema: s, document: parse('{ slow }') })
      const second = await execute({ schema: s, document: parse('{ a: fast b: fast }') })
      return Response.json({ data: { ...first.data, ...second.data }, errors: second.errors })
    }, 50)
    const res = await handler(new Request('http://x/api/graphql', { method: 'POST' }))
    expect(res.status).toBe(503)
    expect((await res.json()).errors[0].message).toMatch(/longer than 0.05 s/)
    expect(ran).toBe(1) // the fast resolvers never ran

    const ok = await withGraphQLDeadline(async () => Response.json(await execute({ schema: s, document: parse('{ fast }') })), 1000)(
      new Request('http://x/api/graphql', { method: 'POST' }),
    )
    expect(ok.status).toBe(200)
  })
})
