/**
 * /admin/new-dealer: the "Add a dealer" wizard's page (platform admins), in the
 * admin's own frame. Loads the template sites and makes, then hands over to the form.
 */
import type { AdminViewServerProps } from 'payload'
import { DefaultTemplate } from '@payloadcms/next/templates'
import { Gutter } from '@payloadcms/ui'
import { isPlatformAdminUser } from '@/access/roles'
import { NewDealerForm } from './NewDealerForm'

export async function NewDealerView({ initPageResult, params, searchParams }: AdminViewServerProps) {
  const { req, permissions, visibleEntities, locale } = initPageResult
  const allowed = isPlatformAdminUser(req.user)
  const [sites, makes] = allowed
    ? await Promise.all([
        req.payload.find({ collection: 'sites', sort: 'name', limit: 100, depth: 0, overrideAccess: true, select: { name: true, slug: true } }),
        req.payload.find({ collection: 'manufacturers', sort: 'name', limit: 200, depth: 0, overrideAccess: true, select: { name: true } }),
      ])
    : [null, null]
  return (
    <DefaultTemplate
      i18n={req.i18n}
      locale={locale}
      params={params}
      payload={req.payload}
      permissions={permissions}
      searchParams={searchParams}
      user={req.user ?? undefined}
      visibleEntities={visibleEntities}
    >
      <Gutter>
        <h1>Add a dealer</h1>
        {allowed ? (
          <>
            <p>A new dealer site in one step: it answers at once with the template&apos;s pages and menus, its own empty stock and its first location.</p>
            <NewDealerForm
              templates={(sites?.docs ?? []).map((s) => ({ id: s.id, name: s.name }))}
              makes={(makes?.docs ?? []).map((m) => ({ id: m.id, name: m.name }))}
              port={process.env.PORT || '3000'}
              useDomains={process.env.PREVIEW_USE_DOMAINS === 'true'}
            />
          </>
        ) : (
          <p>Only platform admins can add a dealer.</p>
        )}
      </Gutter>
    </DefaultTemplate>
  )
}
