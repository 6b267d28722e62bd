/**
 * Prefills a lead form after mount: name, e-mail and phone from the last form on this site (only
 * when all three were kept), and a finance form's answers from the finance link's query string
 * (SPEC.md §2). Returns the query's car id, which the submit sends when the form has no car.
 */
import { useEffect, useRef, type RefObject } from 'react'
import type { FieldValues, UseFormReturn } from 'react-hook-form'
import type { LeadFormKind } from '@/forms/schemas'
import { loadContact } from '../browserStore'
import { financePrefill } from './financePrefill'
import type { LeadFormSite } from '../leadFormTypes'

export function useLeadFormPrefill(
  kind: LeadFormKind,
  site: LeadFormSite,
  { getValues, setValue }: Pick<UseFormReturn<FieldValues>, 'getValues' | 'setValue'>,
): RefObject<string | undefined> {
  const queryCarId = useRef<string | undefined>(undefined)
  useEffect(() => {
    const contact = loadContact(site.siteSlug)
    if (contact) {
      for (const key of ['name', 'email', 'phone'] as const) {
        if (!getValues(key)) setValue(key, contact[key])
      }
    }
    if (kind !== 'finance') return
    const query = financePrefill(window.location.search)
    const dealership = query.preferredDealership ? site.dealerships.find((d) => d.slug === query.preferredDealership || d.id === query.preferredDealership) : undefined
    if (dealership) setValue('dealership', dealership.id)
    if (query.vehiclePriceBudget) setValue('vehiclePriceBudget', query.vehiclePriceBudget)
    if (query.car_type) setValue('car_type', query.car_type)
    queryCarId.current = query.car_id
  }, [site.siteSlug, site.dealerships, kind, getValues, setValue])
  return queryCarId
}
