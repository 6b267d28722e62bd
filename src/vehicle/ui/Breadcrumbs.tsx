/**
 * Home › Cars › Make › Model › {car}. Server component; the trail comes from
 * src/seo/breadcrumbs.ts, the same one the BreadcrumbList JSON-LD uses.
 *
 *   <Breadcrumbs car={record} />   // record: SPEC.md Car fields (make, model, year, badge, name)
 */
import Link from 'next/link'
import { vehicleBreadcrumbs } from '@/seo/breadcrumbs'
import { carName, type SeoCar } from '@/seo/seoCar'

type Props = { car: SeoCar; className?: string }

export function Breadcrumbs({ car, className }: Props) {
  const trail = vehicleBreadcrumbs(car)
  return (
    <nav aria-label="Breadcrumb" className={`text-sm text-gray-700 ${className ?? ''}`} data-testid="breadcrumbs">
      <ol className="flex flex-wrap items-center gap-x-1 gap-y-1">
        {trail.map((crumb) => (
          <li key={crumb.href} className="flex items-center gap-1">
            <Link href={crumb.href} className="underline-offset-2 hover:underline focus-visible:underline">
              {crumb.name}
            </Link>
            <span aria-hidden="true" className="text-gray-400">
              ›
            </span>
          </li>
        ))}
        <li aria-current="page" className="max-w-full truncate font-semibold text-gray-900">
          {carName(car)}
        </li>
      </ol>
    </nav>
  )
}
