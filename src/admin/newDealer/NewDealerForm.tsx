'use client'
/**
 * The "Add a dealer" form: the site, its brand, its dealership, its first location and hours, the
 * makes it sells, the template to copy and an optional editor account. Sends everything at once
 * (POST /api/sites/new-dealer); the server checks it and answers with a message per field.
 */
import { useState } from 'react'
import { Button } from '@payloadcms/ui'
import { Field, input } from './NewDealerField'
import { HoursFields } from './NewDealerHours'

type Option = { id: number; name: string }
type Created = { site: { id: number; slug: string; name: string }; editor?: number; feed?: { created: number; rejected: number; drafts?: number; problems: string[] } }

const STATES = [['qld', 'Queensland'], ['nsw', 'New South Wales'], ['vic', 'Victoria'], ['act', 'ACT'], ['tas', 'Tasmania'], ['sa', 'South Australia'], ['wa', 'Western Australia'], ['nt', 'Northern Territory']]
const fieldset: React.CSSProperties = { border: '1px solid var(--theme-elevation-150)', borderRadius: 4, padding: 'var(--base)', marginBottom: 'var(--base)', display: 'grid', gap: 'calc(var(--base) * 0.75)' }

const slugOf = (name: string) =>
  name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)

export function NewDealerForm({ templates, makes, port, useDomains }: { templates: Option[]; makes: Option[]; port: string; useDomains: boolean }) {
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [message, setMessage] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const [created, setCreated] = useState<(Created & { domain?: string }) | null>(null)
  const [slug, setSlug] = useState('')
  const [slugEdited, setSlugEdited] = useState(false)

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    const text = (name: string) => String(form.get(name) ?? '').trim()
    const editorEmail = text('editor.email')
    const data = {
      name: text('name'),
      slug: text('slug'),
      domain: text('domain') || undefined,
      primaryColour: text('primaryColour'),
      established: text('established') || undefined,
      manufacturers: form.getAll('manufacturers').map(Number),
      templateSite: Number(text('templateSite')),
      dealership: { name: text('dealership.name'), licenceNumber: text('dealership.licenceNumber'), repairerNumber: text('dealership.repairerNumber') || undefined },
      location: {
        name: text('location.name'),
        street: text('location.street'),
        city: text('location.city'),
        state: text('location.state'),
        postcode: text('location.postcode'),
        phone: text('location.phone'),
        weekdayOpen: text('location.weekdayOpen'),
        weekdayClose: text('location.weekdayClose'),
        saturdayOpen: text('location.saturdayOpen'),
        saturdayClose: text('location.saturdayClose'),
        sundayOpen: text('location.sundayOpen'),
        sundayClose: text('location.sundayClose'),
        holidays: text('location.holidays'),
        holidayOpen: text('location.holidayOpen'),
        holidayClose: text('location.holidayClose'),
      },
      editor: editorEmail ? { email: editorEmail, name: text('editor.name') || undefined, password: text('editor.password') } : undefined,
    }
    const body = new FormData()
    body.set('data', JSON.stringify(data))
    const logo = form.get('logo')
    if (logo instanceof File && logo.size > 0) body.set('logo', logo)
    const feed = form.get('feed')
    if (feed instanceof File && feed.size > 0) body.set('feed', feed)
    setBusy(true)
    setMessage(null)
    try {
      const res = await fetch('/api/sites/new-dealer', { method: 'POST', body, credentials: 'include' })
      const answer = (await res.json().catch(() => ({}))) as Created & { error?: string; fields?: Record<string, string> }
      if (res.status === 201) {
        setErrors({})
        setCreated({ ...answer, domain: data.domain })
      } else {
        setErrors(answer.fields ?? {})
        setMessage(answer.error ?? 'The dealer could not be added. Please try again.')
      }
    } catch {
      setMessage('The server could not be reached. Nothing was created; please try again.')
    } finally {
      setBusy(false)
    }
  }

  if (created) {
    const origin = useDomains && created.domain ? `https://${created.domain}` : `http://${created.site.slug}.localhost:${port}`
    return (
      <div role="status" data-testid="new-dealer-done">
        <h2>{created.site.name} is live</h2>
        <p style={{ display: 'flex', gap: '1rem', flexWrap: 'wrap' }}>
          <a href={origin} target="_blank" rel="noreferrer">
            Open {created.site.name}
          </a>
          <a href={`/admin/collections/sites/${created.site.id}`}>Edit its settings</a>
          {created.editor ? <a href={`/admin/collections/users/${created.editor}`}>Its editor</a> : null}
        </p>
        {created.feed ? (
          <div>
            <p>
              Inventory feed: {created.feed.created} car{created.feed.created === 1 ? '' : 's'} imported
              {created.feed.rejected ? `, ${created.feed.rejected} row${created.feed.rejected === 1 ? '' : 's'} refused` : ''}
              {created.feed.drafts ? `, ${created.feed.drafts} kept as draft${created.feed.drafts === 1 ? '' : 's'} (no location to be seen at)` : ''}.
            </p>
            {created.feed.problems.length ? (
              <ul>
                {created.feed.problems.map((p) => (
                  <li key={p}>{p}</li>
                ))}
              </ul>
            ) : null}
          </div>
        ) : null}
      </div>
    )
  }

  return (
    <form onSubmit={submit} noValidate data-testid="new-dealer-form">
      {message ? (
        <p role="alert" style={{ color: 'var(--theme-error-500)' }}>
          {message}
        </p>
      ) : null}
      <fieldset style={fieldset}>
        <legend>The site</legend>
        <Field
          label="Dealer name"
          name="name"
          errors={errors}
          required
          onChange={(e) => {
            if (!slugEdited) setSlug(slugOf(e.target.value))
          }}
        />
        <Field
          label="Slug"
          name="slug"
          errors={errors}
          required
          value={slug}
          onChange={(e) => {
            setSlugEdited(true)
            setSlug(e.target.value)
          }}
          hint={`The site answers at once at http://${slug || 'slug'}.localhost:${port}.`}
        />
        <Field label="Domain (optional)" name="domain" errors={errors} placeholder="www.coastalmazda.com.au" />
        <Field label="Brand colour" name="primaryColour" type="color" defaultValue="#1f2937" errors={errors} />
        <Field label="Logo (optional)" name="logo" type="file" accept="image/*" errors={errors} />
        <Field label="Inventory feed (optional, CSV or JSON)" name="feed" type="file" accept=".csv,.json" errors={errors} hint="The columns of npm run inventory:import (see samples/inventory-sample.csv); rows without a dealership go to this dealer's." />
        <label>
          Copy pages, menus and settings from
          <select name="templateSite" style={input} required defaultValue={templates[0]?.id ?? ''}>
            {templates.map((t) => (
              <option key={t.id} value={t.id}>
                {t.name}
              </option>
            ))}
          </select>
          {errors.templateSite ? <span role="alert">{errors.templateSite}</span> : null}
        </label>
        <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
          <legend>Makes sold</legend>
          <div style={{ display: 'flex', flexWrap: 'wrap', gap: '0.5rem 1rem' }}>
            {makes.map((m) => (
              <label key={m.id} style={{ display: 'flex', gap: '0.25rem', alignItems: 'center' }}>
                <input type="checkbox" name="manufacturers" value={m.id} /> {m.name}
              </label>
            ))}
          </div>
        </fieldset>
      </fieldset>
      <fieldset style={fieldset}>
        <legend>The dealership</legend>
        <Field label="Dealership name" name="dealership.name" errors={errors} required />
        <Field
          label="Established (year, optional)"
          name="established"
          inputMode="numeric"
          placeholder="1998"
          errors={errors}
          hint="The new site says “In business since” this year. Empty: the site makes no claim about years."
        />
        <Field label="Dealer licence number" name="dealership.licenceNumber" errors={errors} required />
        <Field label="Motor vehicle repairer number (optional)" name="dealership.repairerNumber" errors={errors} />
      </fieldset>
      <fieldset style={fieldset}>
        <legend>First location and its hours</legend>
        <Field label="Location name" name="location.name" errors={errors} required />
        <Field label="Street address" name="location.street" errors={errors} required />
        <Field label="Suburb or city" name="location.city" errors={errors} required />
        <label>
          State
          <select name="location.state" style={input} defaultValue="qld">
            {STATES.map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </label>
        <Field label="Postcode" name="location.postcode" errors={errors} inputMode="numeric" required />
        <Field label="Phone" name="location.phone" type="tel" errors={errors} required />
        <HoursFields errors={errors} />
      </fieldset>
      <fieldset style={fieldset}>
        <legend>An editor for the site (optional)</legend>
        <Field label="Editor e-mail" name="editor.email" type="email" errors={errors} />
        <Field label="Editor name" name="editor.name" errors={errors} />
        <Field label="Editor password (12 characters or more)" name="editor.password" type="password" autoComplete="new-password" errors={errors} />
      </fieldset>
      <Button type="submit" disabled={busy}>
        {busy ? 'Adding…' : 'Add the dealer'}
      </Button>
    </form>
  )
}
