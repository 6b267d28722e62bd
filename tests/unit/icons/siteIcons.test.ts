import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import { afterAll, describe, expect, it } from 'vitest'
import { decodeIco } from '@/lib/ico'
import { renderSiteIcon } from '@/icons/render'
import { iconHref, siteManifest } from '@/icons/manifest'
import { iconVersion } from '@/icons/version'
import { mediaDoc, siteDoc } from '../../support/docs'

const mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-icons-'))
afterAll(() => fs.rmSync(mediaDir, { recursive: true, force: true }))

const sunshine = siteDoc({ name: 'Sunshine Toyota', branding: { primaryColour: '#b91c1c', textOnPrimary: '#ffffff' } })

async function pixels(png: Buffer) {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true })
  const at = (x: number, y: number) => [...data.subarray((y * info.width + x) * 4, (y * info.width + x) * 4 + 4)]
  return { info, at, data }
}

/** A site whose icon is this file, written to the media directory. */
function withUpload(name: string, bytes: Buffer | string) {
  fs.writeFileSync(path.join(mediaDir, name), bytes)
  return siteDoc({ ...sunshine, branding: { ...sunshine.branding, icon: mediaDoc({ id: 7, filename: name }) } })
}

describe('the default icon: initials on the primary colour', () => {
  it('fills a 512 px square with the primary colour and draws the initials in textOnPrimary', async () => {
    const { info, at, data } = await pixels(await renderSiteIcon(sunshine, 'icon-512', mediaDir))
    expect([info.width, info.height]).toEqual([512, 512])
    expect(at(5, 5)).toEqual([0xb9, 0x1c, 0x1c, 255])
    let white = 0
    for (let i = 0; i < data.length; i += 4) if (data[i]! > 240 && data[i + 1]! > 240 && data[i + 2]! > 240) white++
    // The letters: a real share of the icon, inside its middle.
    expect(white / (512 * 512)).toBeGreaterThan(0.03)
    expect(at(256, 5)).toEqual([0xb9, 0x1c, 0x1c, 255])
  })

  it('differs between sites: other initials, other colour', async () => {
    const harbour = siteDoc({ id: 2, name: 'Harbour Auto Group', branding: { primaryColour: '#0c4a6e', textOnPrimary: '#ffffff' } })
    const [a, b] = await Promise.all([renderSiteIcon(sunshine, 'icon-192', mediaDir), renderSiteIcon(harbour, 'icon-192', mediaDir)])
    expect((await pixels(b)).at(0, 0)).toEqual([0x0c, 0x4a, 0x6e, 255])
    const aWhite = await sharp(a).extractChannel(1).toBuffer()
    const bWhite = await sharp(b).extractChannel(1).toBuffer()
    expect(aWhite.equals(bWhite)).toBe(false)
  })

  it('makes /favicon.ico an ICO of 16, 32 and 48 px PNGs', async () => {
    const images = decodeIco(await renderSiteIcon(sunshine, 'favicon', mediaDir))
    expect(images.map((i) => i.width)).toEqual([16, 32, 48])
    for (const image of images) {
      const meta = await sharp(image.png).metadata()
      expect([meta.format, meta.width, meta.height]).toEqual(['png', image.width, image.width])
    }
  })

  it('makes the apple-touch-icon 180 px and opaque', async () => {
    const { info, data } = await pixels(await renderSiteIcon(sunshine, 'apple-touch-icon', mediaDir))
    expect([info.width, info.height]).toEqual([180, 180])
    let translucent = 0
    for (let i = 3; i < data.length; i += 4) if (data[i] !== 255) translucent++
    expect(translucent).toBe(0)
  })
})

describe('an uploaded icon', () => {
  it('is cut to a centred square (cover) at each size', async () => {
    // 300×200: a green middle between 50 px blue bands left and right, which the square cuts off.
    const wide = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#00ff00' } })
      .composite([
        { input: { create: { width: 50, height: 200, channels: 3, background: '#0000ff' } }, left: 0, top: 0 },
        { input: { create: { width: 50, height: 200, channels: 3, background: '#0000ff' } }, left: 250, top: 0 },
      ])
      .png()
      .toBuffer()
    const site = withUpload('wide.png', wide)
    const { info, at } = await pixels(await renderSiteIcon(site, 'icon-192', mediaDir))
    expect([info.width, info.height]).toEqual([192, 192])
    expect(at(2, 96)).toEqual([0, 255, 0, 255])
    expect(at(189, 96)).toEqual([0, 255, 0, 255])
  })

  it('puts a transparent upload on the primary colour for the apple-touch-icon only', async () => {
    const site = withUpload('clear.png', await sharp({ create: { width: 600, height: 600, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } }).png().toBuffer())
    expect((await pixels(await renderSiteIcon(site, 'apple-touch-icon', mediaDir))).at(90, 90)).toEqual([0xb9, 0x1c, 0x1c, 255])
    expect((await pixels(await renderSiteIcon(site, 'icon-192', mediaDir))).at(90, 90)[3]).toBe(0)
  })

  it('renders an SVG upload sharply at 512 px', async () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24"><rect width="24" height="24" fill="#123456"/><circle cx="12" cy="12" r="6" fill="#fedcba"/></svg>'
    const site = withUpload('mark.svg', svg)
    const { info, at } = await pixels(await renderSiteIcon(site, 'icon-512', mediaDir))
    expect([info.width, info.height]).toEqual([512, 512])
    expect(at(10, 10)).toEqual([0x12, 0x34, 0x56, 255])
    expect(at(256, 256)).toEqual([0xfe, 0xdc, 0xba, 255])
  })

  it('falls back to the default icon when the file is broken, not an image, or gone', async () => {
    const fallback = await renderSiteIcon(sunshine, 'icon-32', mediaDir)
    for (const site of [
      withUpload('broken.png', Buffer.concat([(await sharp({ create: { width: 64, height: 64, channels: 3, background: '#000' } }).png().toBuffer()).subarray(0, 40)])),
      withUpload('evil.svg', '<svg xmlns="http://www.w3.org/2000/svg"><foo'),
      withUpload('notes.png', 'just text'),
      siteDoc({ ...sunshine, branding: { ...sunshine.branding, icon: mediaDoc({ filename: 'missing.png' }) } }),
      siteDoc({ ...sunshine, branding: { ...sunshine.branding, icon: mediaDoc({ filename: '../../etc/passwd' }) } }),
      siteDoc({ ...sunshine, branding: { ...sunshine.branding, icon: 7 } }),
    ]) {
      expect((await renderSiteIcon(site, 'icon-32', mediaDir)).equals(fallback)).toBe(true)
      expect(decodeIco(await renderSiteIcon(site, 'favicon', mediaDir))).toHaveLength(3)
    }
  })
})

describe('the web manifest', () => {
  it("has the site's names, colours and 192/512 icons", () => {
    const site = siteDoc({ name: 'Harbour Auto Group', branding: { primaryColour: '#0c4a6e', textOnPrimary: '#ffffff' } })
    const manifest = siteManifest(site)
    expect(manifest).toMatchObject({ name: 'Harbour Auto Group', short_name: 'Harbour Auto', start_url: '/', display: 'browser', theme_color: '#0c4a6e', background_color: '#0c4a6e' })
    expect(manifest.icons.map((i) => [i.src.split('?')[0], i.sizes, i.type])).toEqual([
      ['/icon-192.png', '192x192', 'image/png'],
      ['/icon-512.png', '512x512', 'image/png'],
    ])
  })

  it('versions icon links by the branding: a new colour or icon is a new address', () => {
    const v = iconVersion(sunshine)
    expect(iconHref('favicon.ico', sunshine)).toBe(`/favicon.ico?v=${v}`)
    expect(iconVersion({ ...sunshine })).toBe(v)
    expect(iconVersion({ ...sunshine, branding: { ...sunshine.branding, primaryColour: '#000000' } })).not.toBe(v)
    expect(iconVersion({ ...sunshine, branding: { ...sunshine.branding, icon: mediaDoc({ id: 3, filename: 'a.png' }) } })).not.toBe(v)
    expect(iconVersion({ ...sunshine, name: 'Sunshine Toyota Gympie' })).not.toBe(v)
  })
})
