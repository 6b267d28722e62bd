import { describe, expect, it } from 'vitest'
import type { Block, Field } from 'payload'
import { array as payloadArrayValidation } from 'payload/shared'
import { ContentColumnsBlock } from '../../../blocks/ContentColumns/config'
import { DEFAULT_FEATURE_TILES, FeatureBannerBlock } from '../../../blocks/FeatureBanner/config'
import { HeroBlock } from '../../../blocks/Hero/config'
import { LocationsBlock } from '../../../blocks/Locations/config'
import { OffersGridBlock } from '../../../blocks/OffersGrid/config'
import { ReviewsCarouselBlock } from '../../../blocks/ReviewsCarousel/config'
import { RichTextBlock } from '../../../blocks/RichText/config'
import { DEFAULT_TRADE_IN_FAQS, TradeInFaqBlock } from '../../../blocks/TradeInFaq/config'

const blocks: Block[] = [
  HeroBlock,
  FeatureBannerBlock,
  OffersGridBlock,
  ReviewsCarouselBlock,
  LocationsBlock,
  TradeInFaqBlock,
  ContentColumnsBlock,
  RichTextBlock,
]

/** Named fields at any depth (rows and groups flattened). */
function fieldNames(fields: Field[]): string[] {
  return fields.flatMap((field) => {
    const named = 'name' in field && field.name ? [field.name] : []
    const nested = 'fields' in field && Array.isArray(field.fields) ? fieldNames(field.fields as Field[]) : []
    return [...named, ...nested]
  })
}

function findField(fields: Field[], name: string): Field | undefined {
  for (const field of fields) {
    if ('name' in field && field.name === name) return field
    if ('fields' in field && Array.isArray(field.fields)) {
      const found = findField(field.fields as Field[], name)
      if (found) return found
    }
  }
  return undefined
}

/** What Payload answers when an editor saves `rows` rows in this array field (true, or the error). */
function saveRows(field: Field | undefined, rows: number): true | string {
  const limits = field as { minRows?: number; maxRows?: number; required?: boolean }
  const t = ((key: string) => key) as never
  const value = Array.from({ length: rows }, (_, i) => ({ id: String(i) }))
  return payloadArrayValidation(value as never, { ...limits, req: { t } } as never) as true | string
}

describe('block configs', () => {
  it('have unique slugs, interface names and labels', () => {
    expect(new Set(blocks.map((block) => block.slug)).size).toBe(blocks.length)
    for (const block of blocks) {
      expect(block.interfaceName).toMatch(/Block$/)
      expect(block.labels?.singular).toBeTruthy()
    }
  })

  it('Locations: the filter modes of SPEC.md §2 plus id, manufacturer, subtype, excluded ids and display', () => {
    expect(fieldNames(LocationsBlock.fields)).toEqual(
      expect.arrayContaining(['heading', 'filter', 'locationId', 'manufacturer', 'subtype', 'excludedIds', 'display']),
    )
    const filter = findField(LocationsBlock.fields, 'filter') as { options: { value: string }[] }
    // Every mode an editor can pick is one the block's filter understands (SPEC.md §2 modes + id).
    expect(filter.options.map((option) => option.value).sort()).toEqual(['all', 'id', 'parts', 'primary', 'sales', 'service', 'service-and-parts'])
    const locationId = findField(LocationsBlock.fields, 'locationId') as { validate: (v: unknown, o: unknown) => unknown }
    expect(locationId.validate(undefined, { siblingData: { filter: 'all' } })).toBe(true)
    expect(locationId.validate(undefined, { siblingData: { filter: 'id' } })).toMatch(/id/)
    expect(locationId.validate(4, { siblingData: { filter: 'id' } })).toBe(true)
  })

  it('Feature banner: defaults link /special-offers, /service and /trade-in (SPEC.md §2)', () => {
    expect(DEFAULT_FEATURE_TILES.map((tile) => tile.href)).toEqual(['/special-offers', '/service', '/trade-in'])
    expect(DEFAULT_FEATURE_TILES[2]!.text).toMatch(/instant offer in 2 minutes/)
    expect((findField(FeatureBannerBlock.fields, 'tiles') as { defaultValue: unknown }).defaultValue).toBe(DEFAULT_FEATURE_TILES)
  })

  it('Trade-in FAQ: five questions with answers from SPEC.md §9', () => {
    expect(DEFAULT_TRADE_IN_FAQS).toHaveLength(5)
    const all = DEFAULT_TRADE_IN_FAQS.map((item) => item.answer).join(' ')
    for (const phrase of ['7 years', '100,000 km', 'indicative', 'inspection', 'third-party valuation tool', '2 sets of keys', 'illegal modifications', 'good condition', 'outstanding balance', 'direct credit', 'dealership']) {
      expect(all).toContain(phrase)
    }
  })

  it('Hero: up to 2 buttons with validated links', () => {
    const ctas = findField(HeroBlock.fields, 'ctas') as Field & { fields: Field[] }
    expect(saveRows(ctas, 2)).toBe(true)
    expect(saveRows(ctas, 3)).not.toBe(true)
    const href = findField(ctas.fields, 'href') as { validate: (v: unknown) => unknown }
    expect(href.validate('/cars/')).toBe(true)
    expect(href.validate('https://example.com')).toBe(true)
    expect(href.validate('javascript:alert(1)')).not.toBe(true)
  })

  it('Content columns: 1 to 4 columns', () => {
    const columns = findField(ContentColumnsBlock.fields, 'columns')
    expect(saveRows(columns, 1)).toBe(true)
    expect(saveRows(columns, 4)).toBe(true)
    expect(saveRows(columns, 5)).not.toBe(true)
  })
})
