/**
 * "Cars getting attention" on the dashboard (issue 35 §5): the site's most viewed cars this week
 * that had no lead this week, each linking to the car (its panel shows views, leads, saves and days
 * in stock). Counts are every car page view, not a sample.
 */
import type { AttentionCar } from '@/insight/carInsightReport'
import { ATTENTION_DAYS, viewsText } from '@/rules/carInsight'

export function AttentionPanel({ cars }: { cars: AttentionCar[] }) {
  return (
    <div style={{ marginTop: 'var(--base)' }} data-testid="cars-attention">
      <p style={{ margin: 0, fontWeight: 600 }}>Cars getting attention (most viewed in the last {ATTENTION_DAYS} days, no lead yet)</p>
      {cars.length === 0 ? (
        <p style={{ margin: '0.25rem 0 0' }}>No car has views without a lead this week.</p>
      ) : (
        <ol style={{ margin: '0.25rem 0 0', paddingLeft: '1.25rem' }}>
          {cars.map((car) => (
            <li key={car.id} data-testid="attention-car">
              <a href={`/admin/collections/vehicles/${car.id}`}>{car.name}</a> · {viewsText(car.views)}
            </li>
          ))}
        </ol>
      )}
    </div>
  )
}
