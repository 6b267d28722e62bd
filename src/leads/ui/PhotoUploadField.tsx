'use client'
/**
 * /sell-my-car photos (optional): the shopper picks up to MAX_LEAD_PHOTOS images; each one is
 * sent on its own to POST /api/leads/photos as soon as it is picked, and the answered token goes
 * into the form's `photos` list. Refused files show the server's message next to their name and
 * are not sent with the form. While photos are uploading, `photos_pending` counts them (the
 * submit waits for them).
 */
import { useRef, useState } from 'react'
import { useFormContext } from 'react-hook-form'
import { MAX_LEAD_PHOTOS, MAX_PHOTO_BYTES, PHOTO_ACCEPT, PHOTO_FIELD, PHOTO_MESSAGES, PHOTO_UPLOAD_PATH } from '@/rules/leadPhotoLimits'
import { useFieldError } from '../../forms/ui/Fields'
import { useFieldIds } from '../../forms/ui/fieldIds'

export const PHOTOS_PENDING = 'photos_pending'

type Item = { key: number; name: string; state: 'uploading' | 'added' | 'refused'; token?: string; message?: string }

async function uploadPhoto(file: File): Promise<{ token: string } | { error: string }> {
  const body = new FormData()
  body.append(PHOTO_FIELD, file, file.name)
  try {
    const res = await fetch(PHOTO_UPLOAD_PATH, { method: 'POST', body, headers: { accept: 'application/json' } })
    const data = (await res.json().catch(() => ({}))) as { token?: unknown; error?: unknown }
    if (res.ok && typeof data.token === 'string') return { token: data.token }
    return { error: typeof data.error === 'string' && data.error ? data.error : PHOTO_MESSAGES.unreadable }
  } catch {
    return { error: 'The photo could not be sent. Please check your connection and try again.' }
  }
}

/** The picked photos with their state (uploading, added, refused with the server's message). */
function PhotoList({ items, onRemove }: { items: readonly Item[]; onRemove: (key: number) => void }) {
  if (!items.length) return null
  return (
    <ul className="mt-2 space-y-1 text-sm" aria-live="polite" data-testid="photo-list">
      {items.map((item) => (
        <li key={item.key} className="flex flex-wrap items-center gap-2" data-state={item.state}>
          <span className="font-medium text-gray-900">{item.name}</span>
          {item.state === 'uploading' ? <span className="text-gray-700">Uploading…</span> : null}
          {item.state === 'added' ? <span className="text-green-800">Added</span> : null}
          {item.state === 'refused' ? <span role="alert" className="font-medium text-red-700">{item.message}</span> : null}
          {item.state !== 'uploading' ? (
            <button type="button" className="underline" onClick={() => onRemove(item.key)} aria-label={`Remove ${item.name}`}>
              Remove
            </button>
          ) : null}
        </li>
      ))}
    </ul>
  )
}

export function PhotoUploadField() {
  const { setValue } = useFormContext()
  const { id, errorId, hintId } = useFieldIds('photos')
  const error = useFieldError('photos')
  const [items, setItems] = useState<Item[]>([])
  const nextKey = useRef(1)
  const input = useRef<HTMLInputElement>(null)

  const sync = (list: Item[]) => {
    setValue('photos', list.filter((i) => i.state === 'added' && i.token).map((i) => i.token as string), { shouldDirty: true })
    setValue(PHOTOS_PENDING, list.filter((i) => i.state === 'uploading').length)
  }
  const update = (key: number, patch: Partial<Item>) =>
    setItems((list) => {
      const next = list.map((i) => (i.key === key ? { ...i, ...patch } : i))
      sync(next)
      return next
    })

  const onPick = (files: FileList | null) => {
    if (!files || files.length === 0) return
    const kept = items.filter((i) => i.state !== 'refused')
    const fresh: { item: Item; file: File }[] = []
    for (const file of Array.from(files)) {
      const item: Item = { key: nextKey.current++, name: file.name || 'photo', state: 'uploading' }
      if (kept.length + fresh.filter((f) => f.item.state === 'uploading').length >= MAX_LEAD_PHOTOS) Object.assign(item, { state: 'refused', message: PHOTO_MESSAGES.tooMany })
      else if (file.size > MAX_PHOTO_BYTES) Object.assign(item, { state: 'refused', message: PHOTO_MESSAGES.tooLarge })
      fresh.push({ item, file })
    }
    const list = [...kept, ...fresh.map((f) => f.item)]
    setItems(list)
    sync(list)
    if (input.current) input.current.value = ''
    for (const { item, file } of fresh) {
      if (item.state !== 'uploading') continue
      void uploadPhoto(file).then((result) =>
        update(item.key, 'token' in result ? { state: 'added', token: result.token } : { state: 'refused', message: result.error }),
      )
    }
  }

  const remove = (key: number) =>
    setItems((list) => {
      const next = list.filter((i) => i.key !== key)
      sync(next)
      return next
    })

  const count = items.filter((i) => i.state !== 'refused').length
  return (
    <div data-testid="photo-upload">
      <label htmlFor={id} className="mb-1 block text-sm font-semibold text-gray-900">
        Photos <span className="font-normal text-gray-700">(optional)</span>
      </label>
      <p id={hintId} className="mb-1 text-sm text-gray-700">
        Up to {MAX_LEAD_PHOTOS} photos of your car: JPEG, PNG or WebP, {MAX_PHOTO_BYTES / 1024 / 1024} MB each.
      </p>
      <input
        ref={input}
        id={id}
        type="file"
        accept={PHOTO_ACCEPT}
        multiple
        disabled={count >= MAX_LEAD_PHOTOS}
        aria-describedby={[hintId, error ? errorId : null].filter(Boolean).join(' ')}
        aria-invalid={error ? true : undefined}
        className="block w-full text-sm text-gray-900 file:mr-3 file:rounded file:border file:border-gray-500 file:bg-white file:px-3 file:py-2 file:font-semibold"
        onChange={(event) => onPick(event.currentTarget.files)}
      />
      {error ? <p id={errorId} className="mt-1 text-sm font-medium text-red-700">{error}</p> : null}
      <PhotoList items={items} onRemove={remove} />
    </div>
  )
}
