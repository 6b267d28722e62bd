/**
 * SPEC.md §2: finance links may carry preferredDealership, vehiclePriceBudget, car_id and
 * car_type. Reads them from a query string into the finance form's starting values; anything
 * malformed is dropped (the shopper can still type it).
 */
export interface FinancePrefill {
  preferredDealership?: string
  vehiclePriceBudget?: string
  car_id?: string
  car_type?: 'new' | 'demo' | 'used'
}

export function financePrefill(search: string | URLSearchParams): FinancePrefill {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search
  const out: FinancePrefill = {}
  const dealership = params.get('preferredDealership')?.trim()
  if (dealership && /^[A-Za-z0-9_-]{1,64}$/.test(dealership)) out.preferredDealership = dealership
  const budget = params.get('vehiclePriceBudget')?.replace(/[$,\s]/g, '')
  if (budget && /^\d{1,8}(\.\d{1,2})?$/.test(budget)) out.vehiclePriceBudget = String(Math.round(Number(budget)))
  const carId = params.get('car_id')?.trim()
  if (carId && /^[A-Za-z0-9_-]{1,64}$/.test(carId)) out.car_id = carId
  const carType = params.get('car_type')?.trim().toLowerCase()
  if (carType === 'new' || carType === 'demo' || carType === 'used') out.car_type = carType
  return out
}
