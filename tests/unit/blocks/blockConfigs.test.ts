import { describe, expect, it } from 'vitest'
import type { Block, Field } from 'payload'
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
    expect(filter.options.map((option) => option.value)).toEqual(['primary', 'sales', 'service', 'parts', 'service-and-parts', 'all', 'id'])
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
    const ctas = findField(HeroBlock.fields, 'ctas') as { maxRows: number; fields: Field[] }
    expect(ctas.maxRows).toBe(2)
    const href = findField(ctas.fields, 'href') as { validate: (v: unknown) => unknown }
    expect(href.validate('/cars/')).toBe(true)
    expect(href.validate('https://example.com')).toBe(true)
    expect(href.validate('javascript:alert(1)')).not.toBe(true)
  })

  it('Content columns: 1 to 4 columns', () => {
    const columns = findField(ContentColumnsBlock.fields, 'columns') as { minRows: number; maxRows: number }
    expect([columns.minRows, columns.maxRows]).toEqual([1, 4])
  })
})
