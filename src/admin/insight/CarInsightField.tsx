/**
 * The car's insight at the top of its edit view (issue 35 §5): page views (this week, 30 days, all
 * kept), leads about it, shoppers' saves and days in stock, read with the viewer's own access.
 * A server component (a `ui` field of collections/Vehicles): nothing for a new car.
 */
import type { UIFieldServerProps } from 'payload'
import type { User } from '@/payload-types'
import { carInsight } from '@/insight/carInsightReport'
import { ATTENTION_DAYS, RECENT_VIEW_DAYS } from '@/rules/carInsight'
import { RETENTION_DAYS } from '@/rules/webVitals'

const box: React.CSSProperties = { border: '1px solid var(--theme-elevation-150)', borderRadius: 4, padding: 'calc(var(--base) * 0.75)', marginBottom: 'var(--base)' }
const grid: React.CSSProperties = { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(9rem, 1fr))', gap: '0.5rem 1rem', margin: 0 }

function Figure({ label, value, testId }: { label: string; value: number | string; testId: string }) {
  return (
    <div data-testid={testId}>
      <dt style={{ fontSize: '0.85em' }}>{label}</dt>
      <dd style={{ margin: 0, fontSize: '1.5rem', fontWeight: 700 }}>{value}</dd>
    </div>
  )
}

export async function CarInsightField({ id, payload, user }: UIFieldServerProps) {
  if (!id || !user) return null
  const insight = await carInsight(payload, id, user as User)
  if (!insight) return null
  return (
    <section aria-label="How shoppers see this car" data-testid="car-insight" style={box}>
      <p style={{ margin: '0 0 0.5rem', fontWeight: 600 }}>How shoppers see this car</p>
      <dl style={grid}>
        <Figure label={`Page views, last ${ATTENTION_DAYS} days`} value={insight.viewsThisWeek} testId="insight-views-week" />
        <Figure label={`Page views, last ${RECENT_VIEW_DAYS} days`} value={insight.viewsRecent} testId="insight-views-recent" />
        <Figure label={`Page views, last ${RETENTION_DAYS} days`} value={insight.viewsKept} testId="insight-views-kept" />
        <Figure label="Leads" value={insight.leads} testId="insight-leads" />
        <Figure label="Saves (watchlists)" value={insight.saves} testId="insight-saves" />
        <Figure label="Days in stock" value={insight.daysInStock ?? '–'} testId="insight-days" />
      </dl>
    </section>
  )
}
