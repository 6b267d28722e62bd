'use client'
/**
 * "Share" on a car page (issue 35 §2): the phone's share sheet (Web Share API) where the browser
 * has one, else the car's link is copied to the clipboard; where neither works the link is shown
 * selected, to copy by hand. The link is the car's canonical URL on the site's own address (the
 * server passes it: src/seo/siteOrigin.ts), never the address bar's (which may carry tracking tags).
 */
import { useState } from 'react'

type Props = { url: string; title: string; className?: string }
type Outcome = 'idle' | 'copied' | 'manual'

export function ShareCarButton({ url, title, className }: Props) {
  const [outcome, setOutcome] = useState<Outcome>('idle')
  const share = async () => {
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, url })
        return
      } catch (error) {
        // The shopper closed the sheet: nothing more to do. Anything else falls back to copying.
        if ((error as Error)?.name === 'AbortError') return
      }
    }
    try {
      await navigator.clipboard.writeText(url)
      setOutcome('copied')
    } catch {
      setOutcome('manual')
    }
  }
  return (
    <div>
      <button type="button" onClick={() => void share()} className={className} data-testid="share-car">
        Share this car
      </button>
      <p role="status" aria-live="polite" className="mt-1 text-center text-sm text-gray-700" data-testid="share-status">
        {outcome === 'copied' ? 'Link copied. Paste it anywhere to share this car.' : outcome === 'manual' ? 'Copy this link to share this car:' : ''}
      </p>
      {outcome === 'manual' ? (
        <input readOnly value={url} aria-label="Link to this car" className="w-full rounded border border-gray-300 px-2 py-1 text-sm" onFocus={(e) => e.currentTarget.select()} autoFocus />
      ) : null}
    </div>
  )
}
