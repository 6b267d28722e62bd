'use client'
/**
 * Preselects the lead form's location nearest the shopper once their whereabouts are known
 * (SPEC.md §5): the dealership chosen (or accepted as nearest) in "Find your nearest dealership"
 * on this site, else the nearest to the point remembered there, or to the form's own postcode
 * field once it holds 4 digits (looked up by /api/geocode). A choice the shopper made in the form
 * is never overridden.
 */
import { useCallback, useEffect, useRef } from 'react'
import { useFormContext } from 'react-hook-form'
import { nearestTo, type LatLng } from '@/rules/distance'
import { isPostcode } from '@/rules/postcode'
import { geocodePostcode, rememberOrigin, rememberedLocation, rememberedOrigin } from '@/components/shopper/shopperOrigin'
import type { LeadFormLocation } from '../leadFormTypes'

/** Wait this long after the last keystroke in the postcode before looking it up. */
const POSTCODE_SETTLE_MS = 400

export interface NearestPreselectInput {
  siteSlug: string
  /** Every location the form offers. */
  locations: readonly LeadFormLocation[]
  /** The locations of the chosen dealership. */
  offered: readonly LeadFormLocation[]
  showDealership: boolean
  showLocation: boolean
  /** The form's postcode field, if it has one. */
  postcode: string | undefined
}

/** Chooses the location nearest a point, unless the shopper already chose one. */
function usePreselectNearest({ locations, offered, showDealership, showLocation }: NearestPreselectInput) {
  const { setValue, getValues, getFieldState } = useFormContext()
  return useCallback(
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
}

/** Remembered from "Find your nearest dealership" on this site: its chosen location, else its point. */
function useRememberedPlace({ siteSlug, locations, showDealership, showLocation }: NearestPreselectInput, preselectNearest: (origin: LatLng) => void) {
  const { setValue, getValues } = useFormContext()
  const usedRemembered = useRef(false)
  useEffect(() => {
    if (usedRemembered.current || !showLocation) return
    usedRemembered.current = true
    if (getValues('location')) return
    const chosen = locations.find((l) => l.id === rememberedLocation(siteSlug))
    if (chosen) {
      if (showDealership && chosen.dealershipId) setValue('dealership', chosen.dealershipId)
      setValue('location', chosen.id)
      return
    }
    const origin = rememberedOrigin(siteSlug)
    if (origin) preselectNearest(origin)
  }, [showLocation, showDealership, locations, siteSlug, getValues, setValue, preselectNearest])
}

/** The form's own postcode field, looked up once it settles on 4 digits. */
function usePostcodePlace({ siteSlug, showLocation, postcode }: NearestPreselectInput, preselectNearest: (origin: LatLng) => void) {
  const { getFieldState } = useFormContext()
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
          rememberOrigin(siteSlug, answer.origin)
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
  }, [postcode, showLocation, siteSlug, getFieldState])
}

export function useNearestLocationPreselect(input: NearestPreselectInput) {
  const preselectNearest = usePreselectNearest(input)
  useRememberedPlace(input, preselectNearest)
  usePostcodePlace(input, preselectNearest)
}
