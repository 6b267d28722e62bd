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
 * - the nearest location is preselected once the shopper's whereabouts are known:
 *   the dealership chosen (or accepted as nearest) in "Find your nearest dealership" on this
 *   site, else the nearest to the point remembered there, or to the form's own postcode field
 *   once it holds 4 digits (looked up by /api/geocode). A choice the shopper made in the form is
 *   never overridden.
 */
import { useCallback, useEffect, useMemo, useRef } from 'react'
import { useFormContext, useWatch } from 'react-hook-form'
import { DEALERSHIP_PLACEHOLDER, locationPlaceholder } from '@/rules/enquiryFields'
import { locationSelectorState } from '@/rules/locationFilters'
import { nearestTo, type LatLng } from '@/rules/distance'
import { isPostcode } from '@/rules/postcode'
import { geocodePostcode, rememberOrigin, rememberedLocation, rememberedOrigin } from '@/components/nearest/shopperOrigin'
import { SelectField } from './Fields'
import type { LeadFormLocation, LeadFormSite } from './types'

/** Wait this long after the last keystroke in the postcode before looking it up. */
const POSTCODE_SETTLE_MS = 400

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
  const { setValue, getValues, getFieldState } = useFormContext()
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

  const preselectNearest = useCallback(
    (origin: LatLng) => {
      if (!showLocation || getFieldState('location').isDirty) return
      // A dealership the shopper chose narrows the choice; otherwise every location competes.
      const pool = showDealership && getFieldState('dealership').isDirty ? offered : locations
      const nearest = nearestTo(pool, origin, (l) => l.point ?? null)
      if (!nearest) return
      if (showDealership && nearest.location.dealershipId && getValues('dealership') !== nearest.location.dealershipId) {
        setValue('dealership', nearest.location.dealershipId)
      }
      setValue('location', nearest.location.id)
    },
    [showLocation, showDealership, offered, locations, getFieldState, getValues, setValue],
  )

  // Remembered from "Find your nearest dealership" on this site.
  const usedRemembered = useRef(false)
  useEffect(() => {
    if (usedRemembered.current || !showLocation) return
    usedRemembered.current = true
    if (getValues('location')) return
    const chosen = locations.find((l) => l.id === rememberedLocation(site.siteSlug))
    if (chosen) {
      if (showDealership && chosen.dealershipId) setValue('dealership', chosen.dealershipId)
      setValue('location', chosen.id)
      return
    }
    const origin = rememberedOrigin(site.siteSlug)
    if (origin) preselectNearest(origin)
  }, [showLocation, showDealership, locations, site.siteSlug, getValues, setValue, preselectNearest])

  // The form's own postcode field.
  const preselect = useRef(preselectNearest)
  preselect.current = preselectNearest
  const lookedUp = useRef<string | null>(null)
  useEffect(() => {
    const value = typeof postcode === 'string' ? postcode.trim() : ''
    if (!showLocation || !isPostcode(value) || value === lookedUp.current || getFieldState('location').isDirty) return
    const controller = new AbortController()
    const timer = window.setTimeout(() => {
      geocodePostcode(value, controller.signal)
        .then((answer) => {
          if (!answer.ok || controller.signal.aborted) return
          lookedUp.current = value
          rememberOrigin(site.siteSlug, answer.origin)
          preselect.current(answer.origin)
        })
        .catch(() => {
          /* aborted: a newer postcode was typed */
        })
    }, POSTCODE_SETTLE_MS)
    return () => {
      window.clearTimeout(timer)
      controller.abort()
    }
  }, [postcode, showLocation, site.siteSlug, getFieldState])

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
