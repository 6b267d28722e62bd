import { describe, expect, it } from 'vitest'
import { buildModelStockRequests, modelStockFrom } from '@/data/modelStock'
import { modelKeyFacts } from '@/rules/modelPage'
import { formatCurrency } from '@/rules/currency'
import { createEngine } from '@/search/engine'
import { engineSettings, INDEX_NAMES } from '@/search/index'

describe("a model page's facts and from-price come from new and demo stock only (issue 32)", () => {
  const rec = (id: string, extra: Record<string, unknown>) => ({ objectID: id, id: Number(id), make: 'Mazda', model: 'CX-5', status: 'in_stock', body: 'suv', ...extra })
  const engine = createEngine(engineSettings())
  engine.saveObjects([
    rec('1', { car_type: 'used', year: 2012, price: 14390, sort_price: 14390, simple_fuel: 'Diesel' }), // the used 2012 car behind "$14,390"
    rec('2', { car_type: 'new', year: 2026, price: 41990, sort_price: 41990, simple_fuel: 'Petrol' }),
    rec('3', { car_type: 'demo', year: 2025, price: 38490, sort_price: 38490, simple_fuel: 'Petrol' }),
    rec('4', { car_type: 'new', make: 'Mazda', model: 'CX-60', year: 2026, price: 29990, sort_price: 29990 }), // another model
    rec('5', { car_type: 'used', make: 'Toyota', model: 'Corolla', year: 2019, price: 9990, sort_price: 9990 }),
  ])
  const read = async (records: Array<Record<string, unknown>> | null, model = { make: 'Mazda', model: 'CX-5' }) => {
    const e = records ? createEngine(engineSettings()) : engine
    if (records) e.saveObjects(records as never)
    return modelStockFrom(await e.multiSearch({ requests: buildModelStockRequests(INDEX_NAMES.primary, model) }))
  }

  it('"Price from" is the cheapest new or demo car, never the used 2012 one; the list still shows every condition', async () => {
    const stock = await read(null)
    expect(stock.total).toBe(3)
    expect(stock.cars.map((c) => c.objectID).sort()).toEqual(['1', '2', '3'])
    const facts = modelKeyFacts({ total: stock.facts.total, priceMin: stock.facts.price.min, facets: stock.facts.facets }, formatCurrency, 'car')
    expect(facts).toContainEqual({ label: 'Price from', value: '$38,490' })
    expect(facts).toContainEqual({ label: 'New and demo in stock', value: '2 cars' })
    expect(facts).toContainEqual({ label: 'Fuel', value: 'Petrol' })
    expect(facts).toContainEqual({ label: 'Model years', value: '2025–2026' })
  })

  it('a model with only used cars in stock shows no facts and no "from" price', async () => {
    const stock = await read([rec('9', { car_type: 'used', year: 2014, price: 12990, sort_price: 12990 })])
    expect(stock.total).toBe(1)
    const facts = modelKeyFacts({ total: stock.facts.total, priceMin: stock.facts.price.min, facets: stock.facts.facets }, formatCurrency, 'car')
    expect(facts.find((f) => f.label === 'Price from')).toBeUndefined()
    expect(facts).toEqual([])
  })
})
