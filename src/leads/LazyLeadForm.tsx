'use client'
/**
 * A lead form further down a page (the page builder's Form block): the form's code
 * (react-hook-form, the zod schemas, the ALTCHA widget) is downloaded only when the form comes
 * within ~800px of the viewport, or when the shopper moves focus or a pointer into its place,
 * so a home page does not ship a form it may never show. Until then a box of the form's
 * usual height holds its place (no layout shift), with a notice for browsers without JavaScript.
 */
import { Suspense, lazy, useEffect, useRef, useState } from 'react'
import type { LeadFormProps } from './LeadForm'

// React's `lazy`, not next/dynamic: next/dynamic's loader code was first-load JavaScript of every
// content page. The form renders only in the browser (`near` starts false).
const LeadForm = lazy(() => import('./LeadForm').then((m) => ({ default: m.LeadForm })))

function FormPlaceholder() {
  return <div className="min-h-[28rem]" aria-busy="true" data-testid="lead-form-placeholder" />
}

export function LazyLeadForm(props: LeadFormProps & { rootMargin?: string }) {
  const { rootMargin = '800px 0px', ...formProps } = props
  const ref = useRef<HTMLDivElement>(null)
  const [near, setNear] = useState(false)

  useEffect(() => {
    const element = ref.current
    if (!element || near) return
    if (typeof IntersectionObserver === 'undefined') return setNear(true)
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) {
        setNear(true)
        observer.disconnect()
      }
    }, { rootMargin })
    observer.observe(element)
    return () => observer.disconnect()
  }, [near, rootMargin])

  return (
    <div ref={ref} onFocusCapture={() => setNear(true)} onPointerEnter={() => setNear(true)}>
      {near ? (
        <Suspense fallback={<FormPlaceholder />}>
          <LeadForm {...formProps} />
        </Suspense>
      ) : (
        <>
          <FormPlaceholder />
          <noscript>
            <p className="text-gray-700">Please turn on JavaScript to send this form, or call us.</p>
          </noscript>
        </>
      )}
    </div>
  )
}
