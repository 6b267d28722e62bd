'use client'
/**
 * The "Add a dealer" form: the site, its brand, its dealership, its first location and hours, the
 * makes it sells, the template to copy and an optional editor account. Sends everything at once
 * (POST /api/sites/new-dealer); the server checks it and answers with a message per field.
 */
import { Button } from '@payloadcms/ui'
import { NewDealerDone } from './NewDealerDone'
import { DealershipSection, EditorSection, LocationSection, SiteSection } from './NewDealerSections'
import { useNewDealerSubmit } from './useNewDealerSubmit'

type Option = { id: number; name: string }

export function NewDealerForm({ templates, makes, port, useDomains }: { templates: Option[]; makes: Option[]; port: string; useDomains: boolean }) {
  const { errors, message, busy, created, submit } = useNewDealerSubmit()
  if (created) return <NewDealerDone created={created} port={port} useDomains={useDomains} />
  return (
    <form onSubmit={submit} noValidate data-testid="new-dealer-form">
      {message ? (
        <p role="alert" style={{ color: 'var(--theme-error-500)' }}>
          {message}
        </p>
      ) : null}
      <SiteSection errors={errors} port={port} templates={templates} makes={makes} />
      <DealershipSection errors={errors} />
      <LocationSection errors={errors} />
      <EditorSection errors={errors} />
      <Button type="submit" disabled={busy}>
        {busy ? 'Adding…' : 'Add the dealer'}
      </Button>
    </form>
  )
}
