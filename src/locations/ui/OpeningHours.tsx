'use client'
/**
 * Weekly opening hours (SPEC.md §9: Mon-Fri grouped when identical, Sat and Sun separate,
 * Closed when none), with a department selector when one address hosts several departments
 * (SPEC.md §2). Rows come from departmentHours() / openingHoursRows().
 */
import { useId, useState } from 'react'
import type { DepartmentHours } from '../../rules/locationHours'
import { Heading, type HeadingLevel } from '@/components/ui/Heading'

export interface OpeningHoursProps {
  departments: readonly DepartmentHours[]
  heading?: string
  headingLevel?: HeadingLevel
  /** The department shown first; default the first one. */
  initialDepartment?: string
  className?: string
}

export function OpeningHours({ departments, heading = 'Opening Hours', headingLevel = 3, initialDepartment, className }: OpeningHoursProps) {
  const selectId = useId()
  const [selected, setSelected] = useState(
    departments.some((item) => item.department === initialDepartment) ? initialDepartment : departments[0]?.department,
  )
  const current = departments.find((item) => item.department === selected) ?? departments[0]
  return (
    <div className={className} data-opening-hours="">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Heading level={headingLevel} className="text-lg font-bold">
          {heading}
        </Heading>
        {departments.length > 1 ? (
          <div className="flex items-center gap-2">
            <label htmlFor={selectId} className="text-sm font-semibold">
              Department
            </label>
            <select
              id={selectId}
              value={current?.department}
              onChange={(event) => setSelected(event.target.value as DepartmentHours['department'])}
              className="rounded border border-gray-400 bg-white px-2 py-1.5 text-sm text-gray-900"
            >
              {departments.map((item) => (
                <option key={item.department} value={item.department}>
                  {item.label}
                </option>
              ))}
            </select>
          </div>
        ) : null}
      </div>
      {current ? (
        <dl className="mt-3 divide-y divide-gray-200 text-sm" aria-live="polite" data-department={current.department}>
          {current.rows.map((row) => (
            <div key={row.label} className="flex justify-between gap-4 py-1.5">
              <dt className="font-semibold">{row.label}</dt>
              <dd className={row.hours === 'Closed' ? 'text-gray-700' : ''}>{row.hours}</dd>
            </div>
          ))}
        </dl>
      ) : (
        <p className="mt-3 text-sm text-gray-700">Please contact us for our opening hours.</p>
      )}
    </div>
  )
}
