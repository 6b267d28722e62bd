'use client'
/**
 * "Download PDF" for a car (SPEC.md §7 Car PDF, §8): fetches /cars/{slug}/pdf
 * and saves it as {slug}.pdf; a failure shows an alert with the error message. Without
 * JavaScript the link still downloads the file.
 *
 *   <CarPdfLink slug={vehicle.slug} />
 */
import { useState, type MouseEvent } from 'react'
import { carPdfPath, downloadErrorMessage, pdfFileName } from '@/vehicle/pdf/download'

type Props = { slug: string; label?: string; className?: string }

async function fetchPdf(slug: string): Promise<Blob> {
  const res = await fetch(carPdfPath(slug), { headers: { Accept: 'application/pdf' } })
  if (!res.ok) {
    const body = await res.json().catch(() => null)
    throw new Error(downloadErrorMessage(res.status, body))
  }
  return res.blob()
}

function save(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob)
  const a = document.createElement('a')
  a.href = url
  a.download = fileName
  a.rel = 'noopener'
  document.body.appendChild(a)
  a.click()
  a.remove()
  setTimeout(() => URL.revokeObjectURL(url), 30_000)
}

export function CarPdfLink({ slug, label = 'Download PDF', className }: Props) {
  const [busy, setBusy] = useState(false)
  const fileName = pdfFileName(slug)

  const onClick = async (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
    event.preventDefault()
    if (busy) return
    setBusy(true)
    try {
      save(await fetchPdf(slug), fileName)
    } catch (error) {
      window.alert(error instanceof Error && error.message ? error.message : 'The PDF could not be downloaded.')
    } finally {
      setBusy(false)
    }
  }

  return (
    <a
      href={carPdfPath(slug)}
      download={fileName}
      onClick={onClick}
      aria-busy={busy || undefined}
      data-testid="car-pdf-link"
      className={
        className ??
        'inline-flex min-h-11 items-center gap-2 rounded border border-gray-300 bg-white px-4 py-2 text-sm font-semibold text-gray-900 hover:bg-gray-50'
      }
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="2">
        <path d="M12 3v12m0 0l-4-4m4 4l4-4M5 21h14" />
      </svg>
      {busy ? 'Preparing PDF…' : label}
    </a>
  )
}
