'use client'
/**
 * The dealership and location selects (SPEC.md §5):
 * - dealership: shown and required when the site has several dealerships, placeholder
 *   "Select a Preferred Dealership";
 * - location ("Website location select"): required when shown, placeholder "Please Select a
 *   Dealership Location" (or a department); its options and preselection are the location
 *   selector rule (src/rules/locationFilters.ts#locationSelectorState: a single option is
 *   preselected, a chosen location is kept while still offered); the site's excluded location
 *   ids are already removed (leadFormSite.ts); the list narrows to the chosen dealership.
 *   With site.placeByLocation (a model page) the location is the only place question, "Dealership".
 * - the nearest location is preselected once the shopper's whereabouts are known
 *   (useNearestLocationPreselect.ts). A choice the shopper made in the form is never overridden.
 */
import { useEffect, useMemo } from 'react'
import { useFormContext, useWatch } from 'react-hook-form'
import { DEALERSHIP_PLACEHOLDER, locationPlaceholder } from '@/rules/enquiryFields'
import { locationSelectorState } from '@/rules/locationFilters'
import { SelectField } from '../../forms/ui/Fields'
import type { LeadFormLocation, LeadFormSite } from '../leadFormTypes'
import { useNearestLocationPreselect } from './useNearestLocationPreselect'

export function PlaceFields({
  site,
  locations,
  showDealership,
  showLocation,
  department,
}: {
  site: LeadFormSite
  locations: readonly LeadFormLocation[]
  showDealership: boolean
  showLocation: boolean
  department?: 'sales' | 'service' | 'parts'
}) {
  const { setValue, getValues } = useFormContext()
  const dealership = useWatch({ name: 'dealership' }) as string | undefined
  const current = useWatch({ name: 'location' }) as string | undefined
  const postcode = useWatch({ name: 'postcode' }) as string | undefined
  const offered = useMemo(() => {
    const mine = dealership ? locations.filter((l) => l.dealershipId === dealership) : locations
    return mine.length ? mine : locations
  }, [locations, dealership])
  const selector = useMemo(() => locationSelectorState(offered, { currentValue: current }), [offered, current])

  useEffect(() => {
    if (!showLocation) return
    if (selector.selectedValue !== (getValues('location') ?? '')) setValue('location', selector.selectedValue)
  }, [showLocation, selector.selectedValue, getValues, setValue])

  useNearestLocationPreselect({ siteSlug: site.siteSlug, locations, offered, showDealership, showLocation, postcode })

  if (!showDealership && !showLocation) return null
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {showDealership ? (
        <SelectField
          name="dealership"
          label="Preferred dealership"
          required
          placeholder={DEALERSHIP_PLACEHOLDER}
          options={site.dealerships.map((d) => ({ value: d.id, label: d.name }))}
        />
      ) : null}
      {showLocation ? (
        <SelectField
          name="location"
          label={department && department !== 'sales' ? 'Department' : site.placeByLocation ? 'Dealership' : 'Dealership location'}
          required
          placeholder={locationPlaceholder(department && department !== 'sales' ? department : null)}
          options={selector.options}
        />
      ) : null}
    </div>
  )
}
