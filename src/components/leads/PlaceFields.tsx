'use client'
/**
 * The dealership and location selects (SPEC.md §5):
 * - dealership: shown and required when the site has several dealerships, placeholder
 *   "Select a Preferred Dealership";
 * - location: required when shown, placeholder "Please Select a Dealership Location" (or a
 *   department); the site's excluded location ids are already removed; a single option is
 *   preselected; the list narrows to the chosen dealership.
 */
import { useEffect, useMemo } from 'react'
import { useFormContext, useWatch } from 'react-hook-form'
import { DEALERSHIP_PLACEHOLDER, locationPlaceholder } from '@/rules/enquiryFields'
import { SelectField } from './Fields'
import type { LeadFormLocation, LeadFormSite } from './types'

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
  const offered = useMemo(() => {
    const mine = dealership ? locations.filter((l) => l.dealershipId === dealership) : locations
    return mine.length ? mine : locations
  }, [locations, dealership])

  useEffect(() => {
    const current = getValues('location')
    if (offered.length === 1 && current !== offered[0].id) setValue('location', offered[0].id)
    else if (current && !offered.some((l) => l.id === current)) setValue('location', '')
  }, [offered, getValues, setValue])

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
          label={department && department !== 'sales' ? 'Department' : 'Dealership location'}
          required
          placeholder={locationPlaceholder(department && department !== 'sales' ? department : null)}
          options={offered.map((l) => ({ value: l.id, label: l.name }))}
        />
      ) : null}
    </div>
  )
}
