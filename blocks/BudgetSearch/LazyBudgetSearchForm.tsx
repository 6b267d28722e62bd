'use client'
/**
 * The budget search form as an island: the server renders it with the stock's price
 * figures (the estimate and the search link are in the HTML), and its code loads on the shopper's
 * first intent (a touch, pointer, key or focus on it). A period picked or an amount typed before
 * then is replayed on the live form (src/components/island/Island.tsx); the search link works
 * from the start.
 */
import { lazy } from 'react'
import { Island } from '@/components/island/Island'
import type { BudgetSearchFormProps } from './BudgetSearchForm'

const loadForm = () => import('./BudgetSearchForm')
const LiveForm = lazy(() => loadForm().then((m) => ({ default: m.BudgetSearchForm })))

export function LazyBudgetSearchForm(props: BudgetSearchFormProps) {
  return (
    <Island load={loadForm}>
      <LiveForm {...props} />
    </Island>
  )
}
