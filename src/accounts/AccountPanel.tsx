'use client'
/** Account details, sign out and delete my account. */
import Link from 'next/link'
import { useState } from 'react'
import type { ShopperCustomer } from '../components/shopper/ShopperSession'

const input = 'mt-1 block w-full rounded-md border border-gray-300 px-3 py-2'

async function post(path: string, body: unknown) {
  const res = await fetch(path, { method: 'POST', credentials: 'same-origin', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
  const data = (await res.json().catch(() => ({}))) as { success?: boolean; error?: string }
  return { ok: res.ok && data.success === true, error: data.error ?? 'An unexpected error occured' }
}

export function AccountPanel({ initial }: { initial: ShopperCustomer }) {
  const [name, setName] = useState(initial.name)
  const [phone, setPhone] = useState(initial.phone)
  const [consent, setConsent] = useState(initial.consent)
  const [message, setMessage] = useState<{ kind: 'ok' | 'error'; text: string } | null>(null)

  const save = async (e: React.FormEvent) => {
    e.preventDefault()
    const res = await post('/api/account/profile', { name, phone, consent })
    setMessage(res.ok ? { kind: 'ok', text: 'Your details are saved.' } : { kind: 'error', text: res.error })
  }
  const signOut = async () => {
    await post('/api/account/sign-out', {})
    // A full load, not the router: the shell's session, watchlist and favourites state is dropped.
    // eslint-disable-next-line @next/next/no-location-assign-relative-destination
    window.location.assign('/')
  }
  const remove = async () => {
    if (!window.confirm('Delete your account, your watchlist and your saved favourites? This cannot be undone.')) return
    const res = await post('/api/account/delete', {})
    if (!res.ok) return setMessage({ kind: 'error', text: res.error })
    // A full load, as after signing out: no client state of the deleted account survives.
    // eslint-disable-next-line @next/next/no-location-assign-relative-destination
    window.location.assign('/')
  }

  return (
    <div className="mt-6 space-y-8">
      <p className="text-gray-700">
        Signed in as <strong data-testid="account-email">{initial.email}</strong>.{' '}
        <Link href="/watchlist" className="font-semibold text-brand underline">
          My watchlist
        </Link>
      </p>
      <form onSubmit={save} className="space-y-4">
        <label className="block font-semibold">
          Name
          <input className={input} value={name} onChange={(e) => setName(e.target.value)} maxLength={120} />
        </label>
        <label className="block font-semibold">
          Mobile phone
          <input className={input} type="tel" value={phone} onChange={(e) => setPhone(e.target.value)} />
        </label>
        <label className="flex items-start gap-2 text-sm">
          <input type="checkbox" className="mt-1" checked={consent} onChange={(e) => setConsent(e.target.checked)} />
          <span>You may contact me about cars I save and offers.</span>
        </label>
        {message ? (
          <p role={message.kind === 'error' ? 'alert' : 'status'} className={message.kind === 'error' ? 'text-red-800' : 'text-green-800'}>
            {message.text}
          </p>
        ) : null}
        <button className="rounded-md bg-brand px-4 py-2 font-semibold text-on-brand">Save details</button>
      </form>
      <div className="flex flex-wrap gap-3 border-t border-gray-200 pt-6">
        <button type="button" onClick={signOut} className="rounded-md border border-gray-300 px-4 py-2 font-semibold" data-testid="sign-out">
          Sign out
        </button>
        <button type="button" onClick={remove} className="rounded-md bg-red-700 px-4 py-2 font-semibold text-white" data-testid="delete-account">
          Delete my account
        </button>
      </div>
    </div>
  )
}
