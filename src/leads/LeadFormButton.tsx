'use client'
/**
 * The car page's lead buttons (SPEC.md §2 modals: Enquiry, test drive (two steps), Request
 * Photos). Each opens the shared modal Dialog (focus stays inside, Escape closes, focus returns
 * to the button). The form code and the site's form settings load when the dialog first opens.
 *
 *   <LeadFormButton kind="test-drive" car={car}>Book a Test Drive</LeadFormButton>
 */
import { Suspense, lazy, useCallback, useEffect, useState, type ReactNode } from 'react'
import { Dialog, DialogTrigger, useDialog } from '@/components/ui/Dialog'
import type { LeadCarContext } from '@/forms/carContext'
import type { LeadFormSite } from './leadFormTypes'
import { ENQUIRY_SUBMIT_LABEL } from './ui/labels'

export type LeadFormButtonKind = 'enquiry' | 'test-drive' | 'request-photos'

export interface LeadFormButtonProps {
  kind: LeadFormButtonKind
  car: LeadCarContext
  className?: string
  children: ReactNode
  /** Dialog title; the enquiry's default is the enquiry-submit label (SPEC.md §2). */
  title?: string
}

/** SPEC.md §2: "The enquiry modal's default title is an enquiry-submit label." */
export const MODAL_TITLES: Record<LeadFormButtonKind, string> = {
  enquiry: ENQUIRY_SUBMIT_LABEL,
  'test-drive': 'Book a Test Drive',
  'request-photos': 'Request Photos',
}

const LeadForm = lazy(() => import('./LeadForm').then((m) => ({ default: m.LeadForm })))

let contextPromise: Promise<LeadFormSite> | null = null
function loadSiteContext(): Promise<LeadFormSite> {
  contextPromise ??= fetch('/lead-form/context', { headers: { accept: 'application/json' } }).then((r) => {
    if (!r.ok) throw new Error('context')
    return r.json() as Promise<LeadFormSite>
  })
  contextPromise.catch(() => {
    contextPromise = null
  })
  return contextPromise
}

export function LeadFormButton({ kind, car, className, children, title }: LeadFormButtonProps) {
  const [opened, setOpened] = useState(false)
  const [site, setSite] = useState<LeadFormSite | null>(null)
  const [loadError, setLoadError] = useState(false)

  useEffect(() => {
    if (!opened || site) return
    let live = true
    loadSiteContext()
      .then((s) => live && setSite(s))
      .catch(() => live && setLoadError(true))
    return () => {
      live = false
    }
  }, [opened, site])

  const onOpen = useCallback(() => {
    setOpened(true)
    setLoadError(false)
  }, [])
  const dialog = useDialog({ onOpen })

  const heading = title ?? MODAL_TITLES[kind]
  return (
    <>
      <DialogTrigger dialog={dialog} className={className} data-lead-button={kind}>
        {children}
      </DialogTrigger>
      <Dialog
        dialog={dialog}
        className="m-auto w-[min(40rem,calc(100vw-2rem))] max-h-[calc(100vh-2rem)] overflow-y-auto rounded-lg p-0 shadow-xl backdrop:bg-black/50"
      >
        <div className="p-5 sm:p-6">
          <div className="mb-4 flex items-start justify-between gap-4">
            <h2 id={dialog.titleId} className="text-xl font-bold text-gray-900">
              {heading}
            </h2>
            <button type="button" onClick={dialog.close} className="rounded px-2 py-1 text-2xl leading-none text-gray-800 hover:bg-gray-100" aria-label="Close">
              ×
            </button>
          </div>
          {opened ? (
            loadError ? (
              <p role="alert" className="text-red-800">This form could not be loaded. Please check your connection and try again.</p>
            ) : site ? (
              <Suspense fallback={<p>Loading…</p>}>
                <LeadForm kind={kind} site={site} car={car} onSubmitted={dialog.close} submitLabel={kind === 'enquiry' ? heading : undefined} />
              </Suspense>
            ) : (
              <p>Loading…</p>
            )
          ) : null}
        </div>
      </Dialog>
    </>
  )
}
