'use client'
/**
 * Inside the admin's live-preview iframe: tell the admin we are ready, and re-render from
 * the server whenever the editor saves or autosaves (Payload posts `payload-document-event`).
 */
import { useRouter } from 'next/navigation'
import { useEffect } from 'react'

export function RefreshOnSave({ adminOrigins }: { adminOrigins: string[] }) {
  const router = useRouter()
  useEffect(() => {
    if (window.parent === window) return
    const onMessage = (event: MessageEvent) => {
      if (!adminOrigins.includes(event.origin)) return
      if (event.data && typeof event.data === 'object' && event.data.type === 'payload-document-event') router.refresh()
    }
    window.addEventListener('message', onMessage)
    for (const origin of adminOrigins) window.parent.postMessage({ type: 'payload-live-preview', ready: true }, origin)
    return () => window.removeEventListener('message', onMessage)
  }, [adminOrigins, router])
  return null
}
