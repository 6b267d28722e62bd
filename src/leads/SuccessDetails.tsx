'use client'
/**
 * The part of /success that knows what was sent: the success category the form stored and the
 * car it was about (SPEC.md §2 /success, §4), linking back to that car, or to the stock.
 */
import { useEffect, useState } from 'react'
import { loadSuccess } from './browserStore'
import type { LeadSuccessRecord } from './leadFormTypes'

export function SuccessDetails({ siteSlug }: { siteSlug: string }) {
  const [record, setRecord] = useState<LeadSuccessRecord | null>(null)
  useEffect(() => setRecord(loadSuccess(siteSlug)), [siteSlug])
  return (
    <>
      {record ? (
        <p className="mt-4 text-lg text-gray-900" data-testid="success-category">
          We have received your <strong>{record.category}</strong>
          {record.carName ? (
            <>
              {' '}about the <strong>{record.carName}</strong>
            </>
          ) : null}
          .
        </p>
      ) : null}
      <div className="mt-8 flex flex-wrap gap-3">
        {record?.carSlug ? (
          <a href={`/cars/${record.carSlug}`} className="rounded bg-brand px-5 py-2.5 font-semibold text-on-brand">
            Back to the {record.carName ?? 'car'}
          </a>
        ) : null}
        <a href="/cars/" className={record?.carSlug ? 'rounded border border-gray-500 px-5 py-2.5 font-semibold text-gray-900' : 'rounded bg-brand px-5 py-2.5 font-semibold text-on-brand'}>
          Browse our stock
        </a>
      </div>
    </>
  )
}
