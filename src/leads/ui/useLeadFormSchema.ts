/**
 * What a lead form asks and how it validates: the category options, whether the dealership and
 * location questions show, the zod resolver (the submit endpoint's own schema) and the starting values.
 */
import { useMemo } from 'react'
import type { FieldValues, Resolver } from 'react-hook-form'
import { leadFormSchema, DEFAULT_ENQUIRY_CATEGORIES, type LeadFormKind } from '@/forms/schemas'
import type { LeadCarContext } from '@/forms/carContext'
import { zodResolver } from '@/forms/zodResolver'
import { categoryOptions, dealershipSelectRequired } from '@/rules/enquiryFields'
import { asList, leadFormDefaultValues } from './leadFormValues'
import type { LeadFormSite } from '../leadFormTypes'

export interface LeadFormSchemaInput {
  kind: LeadFormKind
  site: LeadFormSite
  car?: LeadCarContext | null
  categories?: readonly string[]
  department?: 'sales' | 'service' | 'parts'
  initialLocation?: string
}

/** The zod resolver, reading checkbox groups as lists first. */
function useListResolver(schema: ReturnType<typeof leadFormSchema>): Resolver<FieldValues> {
  return useMemo<Resolver<FieldValues>>(() => {
    const inner = zodResolver<FieldValues>(schema)
    return (values, context, opts) => {
      const normalised: FieldValues = { ...values }
      if ('services' in normalised) normalised.services = asList(normalised.services)
      return inner(normalised, context, opts)
    }
  }, [schema])
}

export function useLeadFormSchema({ kind, site, car, categories: givenCategories, department, initialLocation: initialId }: LeadFormSchemaInput) {
  const categories = useMemo(
    () => categoryOptions(givenCategories && givenCategories.length ? givenCategories : [...DEFAULT_ENQUIRY_CATEGORIES]),
    [givenCategories],
  )
  const hasCar = Boolean(car)
  // A model page asks for the place once, as the location (site.placeByLocation, issue 32).
  const showDealership = !hasCar && !site.placeByLocation && dealershipSelectRequired(site.dealerships.length)
  const departmentLocations = useMemo(() => {
    const wanted = site.locations.filter((l) => l.type === (department ?? 'sales'))
    return wanted.length ? wanted : site.locations
  }, [site.locations, department])
  const showLocation = !hasCar && departmentLocations.length > 0
  const options = useMemo(
    () => ({ messageRequired: site.messageRequired, dealershipRequired: showDealership, locationRequired: showLocation, categories }),
    [site.messageRequired, showDealership, showLocation, categories],
  )
  const schema = useMemo(() => leadFormSchema(kind, options), [kind, options])
  const resolver = useListResolver(schema)
  const initialLocation = useMemo(() => departmentLocations.find((l) => l.id === initialId), [departmentLocations, initialId])
  const defaultValues = useMemo(
    () => leadFormDefaultValues({ kind, car, dealerships: site.dealerships, locations: departmentLocations, initialLocation, categories }),
    [site.dealerships, departmentLocations, initialLocation, car, kind, categories],
  )
  return { categories, showDealership, showLocation, departmentLocations, resolver, defaultValues }
}
