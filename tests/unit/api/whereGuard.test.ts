import { describe, expect, it } from 'vitest'
import { whereProblem, type FieldKind } from '@/api/whereGuard'
import { parseQuery } from '@/api/restGuard'

const kinds: Record<string, FieldKind> = {
  id: 'id', site: 'relationship', sites: 'many', name: 'text', 'address.postcode': 'text', createdAt: 'date', published: 'checkbox', price: 'number',
}
const resolve = (path: string) => kinds[path] ?? null
const check = (search: string) => whereProblem(parseQuery(search).where, resolve)

describe('where guard', () => {
  it.each([
    ['where[site][like]=x', /like.*site/],
    ['where[id][in]=a,b', /"id" takes numbers/],
    ['where[site][equals][$ne]=1', /not a nested object/],
    ['where[id][near]=1,2,3', /near.*map point/],
    ['where[name][within]=x', /map point/],
    ['where[createdAt][greater_than]=yesterday', /dates/],
    ['where[published][equals]=maybe', /true or false/],
    ['where[name][exists]=perhaps', /true or false/],
    ['where[name][regex]=.*', /not a query operator/],
    ['where[name]=x', /needs an operator/],
    ['where=x', /must hold conditions/],
    ['where[or]=x', /list of conditions/],
    ['where[name][all]=a,b', /several values/],
    ['where[createdAt][all]=1,2,3', /several values/],
    ['where[or][0][and][0][id][in][0]=1&where[or][0][and][0][id][in][1]=x', /"id" takes numbers/],
  ])('refuses %s', (search, message) => {
    expect(check(search)).toMatch(message)
  })

  it.each([
    'where[site][equals]=3',
    'where[id][in]=1,2,3',
    'where[id][in][0]=1&where[id][in][1]=2',
    'where[name][like]=Sunshine',
    'where[address.postcode][equals]=4000',
    'where[createdAt][greater_than]=2025-01-01T00:00:00.000Z',
    'where[published][equals]=true',
    'where[site][exists]=false',
    'where[or][0][site][equals]=1&where[or][1][site][equals]=2',
    'where[unknownField][like]=x', // unknown paths are Payload's to answer
    'where[site][equals]=null',
    'where[sites][all]=1,2',
    'where[price][less_than_equal]=25000.50',
  ])('accepts %s', (search) => {
    expect(check(search)).toBeNull()
  })

  it('bounds the number of conditions and the nesting depth', () => {
    const many = Array.from({ length: 201 }, (_, i) => `where[or][${i}][name][equals]=x`).join('&')
    expect(check(many)).toMatch(/more than 200 conditions/)
    const deep = `where${'[and][0]'.repeat(8)}[name][equals]=x`
    expect(check(deep)).not.toBeNull() // past qs's depth the rest stays one key, which names no operator
  })
})
