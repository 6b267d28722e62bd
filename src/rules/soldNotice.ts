/**
 * SPEC.md §4 Car status: sold cars show "Unfortunately this [vehicle type] recently sold. But
 * don't worry, we can help you find a similar [vehicle type]!" with the vehicle type word.
 */
import { isSoldCar } from './tagPrecedence'

function vehicleTypeWord(itemType: string | null | undefined): 'car' | 'caravan' {
  return typeof itemType === 'string' && itemType.trim().toLowerCase() === 'caravan' ? 'caravan' : 'car'
}

export function soldNotice(car: { status?: string | null; sold?: boolean | null; item_type?: string | null }): string | null {
  if (!isSoldCar(car)) return null
  const word = vehicleTypeWord(car.item_type)
  return `Unfortunately this ${word} recently sold. But don't worry, we can help you find a similar ${word}!`
}
