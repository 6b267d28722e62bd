'use client'
/**
 * The "Add a dealer" form's sections: the site (name, slug, domain, brand, template, makes), the
 * dealership, the first location and its hours, and an optional editor account.
 */
import { useState } from 'react'
import { Field, input } from './NewDealerField'
import { HoursFields } from './NewDealerHours'

type Option = { id: number; name: string }
type Errors = { errors: Record<string, string> }

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

/** The dealer's name and its slug, which follows the name until the slug is edited. */
function NameAndSlug({ errors, port }: Errors & { port: string }) {
  const [slug, setSlug] = useState('')
  const [slugEdited, setSlugEdited] = useState(false)
  return (
    <>
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
    </>
  )
}

function TemplateAndMakes({ errors, templates, makes }: Errors & { templates: Option[]; makes: Option[] }) {
  return (
    <>
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
    </>
  )
}

export function SiteSection({ errors, port, templates, makes }: Errors & { port: string; templates: Option[]; makes: Option[] }) {
  return (
    <fieldset style={fieldset}>
      <legend>The site</legend>
      <NameAndSlug errors={errors} port={port} />
      <Field label="Domain (optional)" name="domain" errors={errors} placeholder="www.coastalmazda.com.au" />
      <Field label="Brand colour" name="primaryColour" type="color" defaultValue="#1f2937" errors={errors} />
      <Field label="Logo (optional)" name="logo" type="file" accept="image/*" errors={errors} />
      <Field label="Inventory feed (optional, CSV or JSON)" name="feed" type="file" accept=".csv,.json" errors={errors} hint="The columns of npm run inventory:import (see samples/inventory-sample.csv); rows without a dealership go to this dealer's." />
      <TemplateAndMakes errors={errors} templates={templates} makes={makes} />
    </fieldset>
  )
}

export function DealershipSection({ errors }: Errors) {
  return (
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
  )
}

export function LocationSection({ errors }: Errors) {
  return (
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
  )
}

export function EditorSection({ errors }: Errors) {
  return (
    <fieldset style={fieldset}>
      <legend>An editor for the site (optional)</legend>
      <Field label="Editor e-mail" name="editor.email" type="email" errors={errors} />
      <Field label="Editor name" name="editor.name" errors={errors} />
      <Field label="Editor password (12 characters or more)" name="editor.password" type="password" autoComplete="new-password" errors={errors} />
    </fieldset>
  )
}
