'use client'
/**
 * The shopper's photos on a lead in the admin, as thumbnails linking to the full image. Payload
 * serves the files only to staff who may read the lead's site (collections/LeadPhotos.ts).
 */
import { useEffect, useState } from 'react'
import { useDocumentInfo } from '@payloadcms/ui'

type Photo = { id: number; url?: string; thumbnailURL?: string; width?: number; height?: number }

export function LeadPhotoThumbnails() {
  const { id } = useDocumentInfo()
  const [photos, setPhotos] = useState<Photo[] | null>(null)
  const [error, setError] = useState(false)
  useEffect(() => {
    if (!id) return
    let cancelled = false
    fetch(`/api/lead-photos?where[lead][equals]=${encodeURIComponent(String(id))}&depth=0&limit=8&sort=id`, { credentials: 'include' })
      .then((res) => (res.ok ? res.json() : Promise.reject(new Error(String(res.status)))))
      .then((body: { docs?: Photo[] }) => !cancelled && setPhotos(body.docs ?? []))
      .catch(() => !cancelled && setError(true))
    return () => {
      cancelled = true
    }
  }, [id])
  if (error) return <p className="field-description">The photos could not be loaded.</p>
  if (!photos || photos.length === 0) return null
  return (
    <div className="field-type" style={{ marginBottom: 'var(--base)' }} data-testid="lead-photos">
      <p className="field-label">Photos ({photos.length})</p>
      <ul style={{ display: 'flex', flexWrap: 'wrap', gap: '0.5rem', listStyle: 'none', padding: 0, margin: 0 }}>
        {photos.map((photo, i) => (
          <li key={photo.id}>
            <a href={photo.url} target="_blank" rel="noreferrer">
              {/* eslint-disable-next-line @next/next/no-img-element -- staff-only files behind access control, not optimisable */}
              <img src={photo.thumbnailURL || photo.url} alt={`Photo ${i + 1} of the shopper's car`} style={{ width: 160, height: 'auto', borderRadius: 4, display: 'block' }} />
            </a>
          </li>
        ))}
      </ul>
    </div>
  )
}
