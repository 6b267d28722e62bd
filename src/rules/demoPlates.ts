/**
 * The demo plate table of the local rego lookup: plates that resolve on every demo
 * site without a vehicle-data provider. Makes and models are ones the demo stock carries
 * (seed/vehicles.ts), so the local estimate finds comparables. Two plates show SPEC.md §9's
 * cut-offs (a car over 7 years old, and one the shopper will report over 100,000 km).
 */
/** What a plate resolves to (the shape of the rego lookup's answer, src/valuation/server/types.ts PlateCar). */
export interface PlateCar {
  make: string
  model: string
  year: number
  variant?: string
}

export const DEMO_PLATES: readonly (PlateCar & { rego: string; state: string })[] = [
  { rego: 'TRADE1', state: 'qld', make: 'Toyota', model: 'Corolla', year: 2022, variant: 'Ascent Sport' },
  { rego: 'TRADE2', state: 'nsw', make: 'Toyota', model: 'HiLux', year: 2021, variant: 'SR5' },
  { rego: 'TRADE3', state: 'qld', make: 'Mazda', model: 'CX-5', year: 2022, variant: 'Touring' },
  { rego: 'TRADE4', state: 'vic', make: 'Ford', model: 'Ranger', year: 2021, variant: 'XLT' },
  { rego: 'TRADE5', state: 'qld', make: 'Toyota', model: 'RAV4', year: 2023, variant: 'GXL' },
  { rego: 'OLD123', state: 'qld', make: 'Toyota', model: 'Camry', year: 2012, variant: 'Altise' },
]

/** Plates are compared without spaces or dashes, case-insensitively. */
export function normalisePlate(rego: string): string {
  return rego.replace(/[\s-]/g, '').toUpperCase()
}

export function demoPlate(rego: string, state: string): PlateCar | null {
  const plate = normalisePlate(rego)
  const hit = DEMO_PLATES.find((p) => p.rego === plate && p.state === state.toLowerCase())
  return hit ? { make: hit.make, model: hit.model, year: hit.year, variant: hit.variant } : null
}
