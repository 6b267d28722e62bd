/** The dashboard's search-index health (issue 31 §6): the same cars on both sides, so "in step" means in step. */
import { describe, expect, it } from 'vitest'
import { indexHealth } from '@/admin/dashboard/indexHealth'

describe('indexHealth', () => {
  it('is in step when the index has every car of the database', () => {
    expect(indexHealth({ indexed: 942, stored: 942 })).toEqual({ state: 'in-step', text: 'Search index: 942 of 942 cars (in step)' })
  })

  it('says how many cars the index is missing, or still keeps after their deletion', () => {
    expect(indexHealth({ indexed: 940, stored: 942 })).toMatchObject({ state: 'behind', text: expect.stringContaining('2 cars not in the index yet') })
    expect(indexHealth({ indexed: 943, stored: 942 })).toMatchObject({ state: 'ahead', text: expect.stringContaining('1 car in the index no longer in the database') })
    expect(indexHealth({ indexed: 943, stored: 942 }).text).toContain('npm run index:rebuild')
  })

  it('says when the index did not answer', () => {
    expect(indexHealth({ indexed: null, stored: 5 })).toMatchObject({ state: 'unreachable' })
  })
})
