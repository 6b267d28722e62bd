'use client'
/**
 * The Holiday Opening Hours dialog (SPEC.md §2): a button opening the shared modal Dialog
 * listing upcoming special hours per department, in 12-hour am/pm at the location (SPEC.md §9; rows
 * from holidayHoursSections()). Escape and the Close button close it; focus returns to the
 * button. On a phone the columns share the width: a date or hours that do not fit wrap between
 * their words ("9:00am -" / "3:00pm"), never past the dialog's edge (issue 32: "3:00pn" clipped
 * at 390 px); from `sm` up each stays on one line.
 */
import { Dialog, DialogTrigger, useDialog } from '@/components/ui/Dialog'
import type { HolidayHoursSection } from '../../rules/holidayHours'

export interface HolidayHoursDialogProps {
  sections: readonly HolidayHoursSection[]
  buttonLabel?: string
  title?: string
  /** The location's name, shown under the title. */
  locationName?: string
  className?: string
}

export function HolidayHoursDialog({
  sections,
  buttonLabel = 'Holiday Opening Hours',
  title = 'Holiday Opening Hours',
  locationName,
  className,
}: HolidayHoursDialogProps) {
  const dialog = useDialog()
  const showSectionHeadings = sections.length > 1
  const empty = sections.every((section) => section.rows.length === 0)

  return (
    <div className={className}>
      <DialogTrigger
        dialog={dialog}
        className="inline-flex items-center gap-2 rounded border border-gray-400 bg-white px-4 py-2 text-sm font-semibold text-gray-900 hover:bg-gray-100"
      >
        <svg viewBox="0 0 20 20" width="16" height="16" aria-hidden="true" focusable="false">
          <path
            d="M6 2v3M14 2v3M3 8h14M4 4h12a1 1 0 011 1v11a1 1 0 01-1 1H4a1 1 0 01-1-1V5a1 1 0 011-1z"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.6"
            strokeLinecap="round"
          />
        </svg>
        {buttonLabel}
      </DialogTrigger>
      <Dialog
        dialog={dialog}
        className="m-auto w-[min(36rem,calc(100%-2rem))] max-h-[85vh] rounded-lg bg-white p-0 text-gray-900 shadow-xl backdrop:bg-black/60"
      >
        <div className="flex items-start justify-between gap-4 border-b border-gray-200 px-4 py-4 sm:px-5">
          <div>
            <h2 id={dialog.titleId} className="text-lg font-bold">
              {title}
            </h2>
            {locationName ? <p className="text-sm text-gray-700">{locationName}</p> : null}
          </div>
          <button
            type="button"
            onClick={dialog.close}
            className="rounded border border-gray-400 px-3 py-1.5 text-sm font-semibold hover:bg-gray-100"
          >
            Close
          </button>
        </div>
        <div className="space-y-6 overflow-y-auto px-4 py-4 sm:px-5">
          {empty ? (
            <p className="text-sm text-gray-700">There are no upcoming holiday opening hours. Our usual hours apply.</p>
          ) : (
            sections.map((section) => (
              <HolidaySection key={section.department} section={section} showHeading={showSectionHeadings} />
            ))
          )}
        </div>
      </Dialog>
    </div>
  )
}

/** One department's upcoming special hours as a table (date, holiday, hours), or a line saying there are none. */
function HolidaySection({ section, showHeading }: { section: HolidayHoursSection; showHeading: boolean }) {
  return (
    <section>
      {showHeading ? <h3 className="mb-2 font-semibold">{section.label}</h3> : null}
      {section.rows.length === 0 ? (
        <p className="text-sm text-gray-700">No holiday changes. Our usual hours apply.</p>
      ) : (
        <table className="w-full text-left text-sm">
          <caption className="sr-only">
            {section.label} holiday opening hours
          </caption>
          <thead>
            <tr className="border-b border-gray-200">
              <th scope="col" className="py-1.5 pr-3 font-semibold">Date</th>
              <th scope="col" className="py-1.5 pr-3 font-semibold">Holiday</th>
              <th scope="col" className="py-1.5 font-semibold">Hours</th>
            </tr>
          </thead>
          <tbody>
            {section.rows.map((row, index) => (
              <tr key={`${row.isoDate}-${index}`} className="border-b border-gray-100 last:border-0">
                <td className="py-1.5 pr-3 sm:whitespace-nowrap">
                  <time dateTime={row.isoDate}>{row.dateLabel}</time>
                </td>
                <td className="py-1.5 pr-3">{row.name}</td>
                <td className={`py-1.5 sm:whitespace-nowrap ${row.closed ? 'font-semibold' : ''}`}>{row.hours}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  )
}
