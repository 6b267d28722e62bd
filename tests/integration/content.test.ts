/** Content collections against PostgreSQL: per-site slugs, cache invalidation, editor isolation. */
import { beforeAll, describe, expect, it, vi } from 'vitest'
import type { Payload } from 'payload'
import { testPayload } from './payload'
import { createTwoSites, type TwoSites } from './fixtures'
import { relationId } from '@/lib/relations'

const revalidateTag = vi.fn()
vi.mock('next/cache', () => ({ revalidateTag: (...args: unknown[]) => revalidateTag(...args), unstable_cache: (fn: unknown) => fn }))

let payload: Payload
let f: TwoSites
const asUser = (user: unknown) => ({ user: user as never, overrideAccess: false as const })

beforeAll(async () => {
  payload = await testPayload()
  f = await createTwoSites(payload)
})

/** What Payload answers a write the user's access rules refuse. */
const DENIED = { name: 'Forbidden', status: 403 }

const page = (site: number, slug: string, title = slug) => ({ title, slug, site, _status: 'published' as const, layout: [] })

describe('pages', () => {
  it('allow the same slug on two sites but not twice on one site', async () => {
    await payload.create({ collection: 'pages', data: page(f.a.site.id, 'warranty'), overrideAccess: true })
    await payload.create({ collection: 'pages', data: page(f.b.site.id, 'warranty'), overrideAccess: true })
    const error = await payload.create({ collection: 'pages', data: page(f.a.site.id, 'warranty'), overrideAccess: true }).catch((e) => e)
    expect(error?.data?.errors?.[0]).toMatchObject({ path: 'slug', message: expect.stringMatching(/already uses the slug "warranty"/) })
  })

  it('refuse slugs that are not URL-safe', async () => {
    const error = await payload.create({ collection: 'pages', data: page(f.a.site.id, 'Bad Slug!'), overrideAccess: true }).catch((e) => e)
    expect(error).toMatchObject({ name: 'ValidationError', status: 400 })
    expect(error.data.errors[0]).toMatchObject({ path: 'slug', message: 'Use lower-case letters, digits and hyphens, e.g. book-a-service.' })
  })

  it('keep drafts away from anonymous readers', async () => {
    await payload.create({ collection: 'pages', data: { ...page(f.a.site.id, 'secret-draft'), _status: 'draft' }, overrideAccess: true, draft: true })
    const anon = await payload.find({ collection: 'pages', where: { slug: { equals: 'secret-draft' } }, overrideAccess: false, user: undefined })
    expect(anon.totalDocs).toBe(0)
    const staff = await payload.find({ collection: 'pages', where: { slug: { equals: 'secret-draft' } }, draft: true, ...asUser(f.a.editor) })
    expect(staff.totalDocs).toBe(1)
  })
})

describe('site editors', () => {
  it("cannot edit another site's pages or menus", async () => {
    const other = await payload.create({ collection: 'pages', data: page(f.b.site.id, 'about-us'), overrideAccess: true })
    const pageError = await payload.update({ collection: 'pages', id: other.id, data: { title: 'Hijacked' }, ...asUser(f.a.editor) }).catch((e) => e)
    expect(pageError).toMatchObject(DENIED)
    const menu = await payload.create({ collection: 'menus', data: { site: f.b.site.id, placement: 'header', items: [{ label: 'Home', href: '/' }] }, overrideAccess: true })
    const menuError = await payload.update({ collection: 'menus', id: menu.id, data: { items: [] }, ...asUser(f.a.editor) }).catch((e) => e)
    expect(menuError).toMatchObject(DENIED)
    expect((await payload.findByID({ collection: 'menus', id: menu.id, overrideAccess: true })).items).toHaveLength(1)
    // An own menu, so the list below is not empty (every() holds on an empty list).
    const own = await payload.create({ collection: 'menus', data: { site: f.a.site.id, placement: 'header', items: [{ label: 'Home', href: '/' }] }, overrideAccess: true })
    const list = await payload.find({ collection: 'menus', ...asUser(f.a.editor) })
    expect(list.docs.map((m) => m.id)).toContain(own.id)
    expect(list.docs.map((m) => m.id)).not.toContain(menu.id)
    expect(list.docs.every((m) => relationId(m.site) === f.a.site.id)).toBe(true)
  })

  it('can edit their own site\'s pages', async () => {
    const own = await payload.create({ collection: 'pages', data: page(f.a.site.id, 'fleet'), overrideAccess: true })
    const updated = await payload.update({ collection: 'pages', id: own.id, data: { title: 'Fleet sales' }, ...asUser(f.a.editor) })
    expect(updated.title).toBe('Fleet sales')
  })

  it('cannot put an unsafe link in a menu', async () => {
    const error = await payload
      .create({ collection: 'menus', data: { site: f.a.site.id, placement: 'footer', items: [{ label: 'x', href: 'javascript:alert(1)' }] }, ...asUser(f.a.editor) })
      .catch((e) => e)
    expect(error).toMatchObject({ name: 'ValidationError', status: 400 })
    expect(error.data.errors[0].message).toBe('Use a path on this site (starting with /), an https:// address, tel: or mailto:.')
  })
})

describe('cache invalidation hooks', () => {
  it("expire exactly the edited site's tags", async () => {
    process.env.NEXT_RUNTIME = 'nodejs'
    try {
      const doc = await payload.create({ collection: 'pages', data: page(f.a.site.id, 'cache-test'), overrideAccess: true })
      revalidateTag.mockClear()
      await payload.update({ collection: 'pages', id: doc.id, data: { title: 'Changed' }, overrideAccess: true })
      await vi.waitFor(() => expect(revalidateTag).toHaveBeenCalled())
      const tags = revalidateTag.mock.calls.map((c) => c[0])
      expect(tags).toEqual(expect.arrayContaining([`site:${f.a.site.id}`, `site:${f.a.site.id}:pages`]))
      expect(tags.some((t: string) => t.startsWith(`site:${f.b.site.id}`))).toBe(false)
    } finally {
      delete process.env.NEXT_RUNTIME
    }
  })
})

describe('rich-text links (issue 19, item 4)', () => {
  const withLink = (url: string, type: 'link' | 'autolink' = 'link') => ({
    root: {
      type: 'root', version: 1, direction: 'ltr' as const, format: '' as const, indent: 0,
      children: [{
        type: 'paragraph', version: 1, direction: 'ltr' as const, format: '' as const, indent: 0, textFormat: 0,
        children: [{
          type, version: 3, direction: 'ltr' as const, format: '' as const, indent: 0,
          fields: { linkType: 'custom', url, newTab: false },
          children: [{ type: 'text', version: 1, text: 'Click me', detail: 0, format: 0, mode: 'normal', style: '' }],
        }],
      }],
    },
  })
  const post = (slug: string, url: string, type?: 'link' | 'autolink') =>
    payload.create({ collection: 'posts', data: { title: slug, slug, site: f.a.site.id, _status: 'published', content: withLink(url, type) } as never, overrideAccess: true })

  it.each(['javascript:alert(document.cookie)', 'JaVaScRiPt:alert(1)', 'data:text/html,<script>alert(1)</script>', 'vbscript:msgbox(1)', '//evil.example/x'])(
    'refuse %s as a link and as an auto-link',
    async (url) => {
      for (const type of ['link', 'autolink'] as const) {
        const error = await post(`bad-${type}-${url.length}`, url, type).catch((e) => e)
        expect(error).toMatchObject({ name: 'ValidationError', status: 400 })
        expect(error.data.errors[0]).toMatchObject({ path: "content", message: expect.stringMatching(/fields are invalid: url/) })
      }
    },
  )

  it.each(['https://www.toyota.com.au/', '/special-offers', '#hours', 'mailto:sales@example.com', 'tel:+61 7 5555 0000'])('keep %s', async (url) => {
    const saved = await post(`ok-${Buffer.from(url).toString('hex').slice(0, 20)}`, url)
    expect(JSON.stringify(saved.content)).toContain(JSON.stringify(url).slice(1, -1))
  })
})
