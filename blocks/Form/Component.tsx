/** Form block renderer: the site's lead form settings plus the editor's options, rendered by LeadForm. */
import type { LeadFormBlock } from '@/payload-types'
import type { BlockComponentProps } from '../shared/types'
import { BLOCK_CONTAINER_NARROW, BLOCK_HEADING, text } from '../shared/layout'
import { leadFormSite } from '@/leads/leadFormSite'
import { LazyLeadFormIsland as LazyLeadForm } from '@/leads/LazyLeadFormIsland'
import type { LeadFormKind } from '@/forms/schemas'
import { FORM_BLOCK_KINDS } from './config'

const values = (rows: { value?: string | null }[] | null | undefined) =>
  (rows ?? []).flatMap((row) => (text(row.value) ? [text(row.value) as string] : []))

export async function FormBlockComponent({ block, site }: BlockComponentProps<LeadFormBlock>) {
  // An old page may store a kind this build no longer offers: it falls back to the contact form.
  const kind: LeadFormKind = FORM_BLOCK_KINDS.find((k) => k.value === block.form)?.value ?? 'contact'
  const formSite = await leadFormSite(site)
  const heading = text(block.heading)
  return (
    <div className={BLOCK_CONTAINER_NARROW}>
      {heading ? <h2 className={`${BLOCK_HEADING} mb-3`}>{heading}</h2> : null}
      {text(block.intro) ? <p className="mb-6 text-gray-700">{text(block.intro)}</p> : null}
      <div className="rounded-lg border border-gray-300 bg-white p-5 sm:p-6">
        <LazyLeadForm
          kind={kind}
          site={formSite}
          categories={values(block.categories)}
          checkOptions={values(block.checkOptions)}
          submitLabel={text(block.submitLabel) ?? undefined}
          department={kind === 'service' ? 'service' : undefined}
          testDriveOnly={kind === 'test-drive'}
        />
      </div>
    </div>
  )
}
