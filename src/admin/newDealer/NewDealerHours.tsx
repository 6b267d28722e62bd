'use client'
/**
 * The first location's hours in the "Add a dealer" form: Monday to Friday, Saturday and Sunday
 * (empty: closed), and public holidays (not stated, closed, or open at these hours: entries for the
 * national public holidays of the coming year, src/rules/publicHolidays.ts).
 */
import { useState } from 'react'
import { Field, input } from './NewDealerField'

export function HoursFields({ errors }: { errors: Record<string, string> }) {
  const [holidays, setHolidays] = useState('')
  return (
    <>
      <Field label="Monday to Friday opens" name="location.weekdayOpen" type="time" defaultValue="08:30" errors={errors} />
      <Field label="Monday to Friday closes" name="location.weekdayClose" type="time" defaultValue="17:30" errors={errors} />
      <Field label="Saturday opens (empty: closed)" name="location.saturdayOpen" type="time" defaultValue="08:30" errors={errors} />
      <Field label="Saturday closes" name="location.saturdayClose" type="time" defaultValue="12:00" errors={errors} />
      <Field label="Sunday opens (empty: closed)" name="location.sundayOpen" type="time" errors={errors} />
      <Field label="Sunday closes" name="location.sundayClose" type="time" errors={errors} />
      <label>
        Public holidays
        <select name="location.holidays" style={input} value={holidays} onChange={(e) => setHolidays(e.target.value)} aria-invalid={errors['location.holidays'] ? true : undefined}>
          <option value="">Not stated (add holiday hours later)</option>
          <option value="closed">Closed</option>
          <option value="open">Open at these hours</option>
        </select>
        <small>New Year’s Day, Australia Day, Good Friday, Easter Monday, Anzac Day, Christmas Day and Boxing Day of the coming year.</small>
        {errors['location.holidays'] ? (
          <span role="alert" style={{ display: 'block', color: 'var(--theme-error-500)' }}>
            {errors['location.holidays']}
          </span>
        ) : null}
      </label>
      {holidays === 'open' ? (
        <>
          <Field label="Public holidays open" name="location.holidayOpen" type="time" defaultValue="09:00" errors={errors} />
          <Field label="Public holidays close" name="location.holidayClose" type="time" defaultValue="15:00" errors={errors} />
        </>
      ) : null}
    </>
  )
}
