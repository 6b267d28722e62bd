/**
 * The lead form's starting values per form kind, and the checkbox-list reading the schemas need.
 */
import type { FieldValues } from 'react-hook-form'
import type { LeadFormKind } from '@/forms/schemas'
import { HONEYPOT_FIELD } from '@/forms/envelope'
import { PHOTOS_REQUEST_TEXT } from '@/forms/messages'
import type { LeadCarContext } from '@/forms/carContext'
import { defaultCategory } from '@/rules/enquiryFields'
import { locationSelectorState } from '@/rules/locationFilters'
import { CAPTCHA_FIELD } from '../../forms/ui/AltchaWidget'
import { PHOTOS_PENDING } from './PhotoUploadField'
import type { LeadFormLocation, LeadFormSite } from '../leadFormTypes'

/** The field holding a page form's ticked checkbox options. */
export const CHECK_LIST = 'check_list'

/** Checkbox groups arrive as false (none ticked) or a single string; lists are what the schemas read. */
export function asList(value: unknown): string[] {
  if (Array.isArray(value)) return value.filter((v): v is string => typeof v === 'string')
  return typeof value === 'string' && value ? [value] : []
}

export interface DefaultValuesInput {
  kind: LeadFormKind
  car: LeadCarContext | null | undefined
  dealerships: LeadFormSite['dealerships']
  locations: readonly LeadFormLocation[]
  initialLocation: LeadFormLocation | undefined
  categories: readonly string[]
}

/** Values every form starts with: the contact fields, the place (preselected where SPEC.md §5 says), the guards. */
function commonValues({ car, dealerships, locations, initialLocation }: DefaultValuesInput): FieldValues {
  // SPEC.md §5 location selector: a single option is preselected.
  const only = locationSelectorState(locations).selectedValue
  return {
    name: '',
    email: '',
    phone: '',
    message: '',
    opt_in: true,
    dealership: car?.dealership_id ?? initialLocation?.dealershipId ?? (dealerships.length === 1 ? dealerships[0].id : ''),
    location: car?.location_id ?? initialLocation?.id ?? only,
    [HONEYPOT_FIELD]: '',
    [CAPTCHA_FIELD]: '',
  }
}

/** The form's starting values: the common ones plus each kind's own fields. */
export function leadFormDefaultValues(input: DefaultValuesInput): FieldValues {
  const { kind, car, categories } = input
  const values = commonValues(input)
  if (kind === 'enquiry' || kind === 'contact') values.category = defaultCategory(categories)
  if (kind === 'contact' || kind === 'sell-my-car' || kind === 'finance') values.postcode = ''
  if (kind === 'contact') values.last_name = ''
  if (kind === 'request-photos') values.photos_request = PHOTOS_REQUEST_TEXT
  if (kind === 'test-drive') values.booking_date = ''
  if (kind === 'service') Object.assign(values, { vehicle: car ? car.name : '', rego: '', preferred_date: '', services: [] })
  if (kind === 'sell-my-car') Object.assign(values, { rego: '', make: '', model: '', year: '', odometer: '', photos: [], [PHOTOS_PENDING]: 0 })
  if (kind === 'finance') Object.assign(values, { vehiclePriceBudget: '', car_type: car?.car_type ?? '' })
  return values
}
