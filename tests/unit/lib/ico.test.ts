import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { decodeIco, encodeIco } from '@/lib/ico'

const square = (size: number, colour: string) =>
  sharp({ create: { width: size, height: size, channels: 4, background: colour } }).png().toBuffer()

describe('encodeIco: an ICO of PNG images', () => {
  it('writes the icon header and one directory entry per image, little-endian', async () => {
    const [a, b] = await Promise.all([square(16, '#ff0000'), square(32, '#00ff00')])
    const ico = encodeIco([
      { width: 16, height: 16, png: a },
      { width: 32, height: 32, png: b },
    ])
    expect([...ico.subarray(0, 6)]).toEqual([0, 0, 1, 0, 2, 0])
    // First entry: 16×16, no palette, 1 plane, 32 bpp, its size, data right after the directory.
    expect(ico[6]).toBe(16)
    expect(ico[7]).toBe(16)
    expect(ico.readUInt16LE(10)).toBe(1)
    expect(ico.readUInt16LE(12)).toBe(32)
    expect(ico.readUInt32LE(14)).toBe(a.length)
    expect(ico.readUInt32LE(18)).toBe(6 + 16 * 2)
    expect(ico.readUInt32LE(18 + 16)).toBe(6 + 16 * 2 + a.length)
    expect(ico.length).toBe(6 + 32 + a.length + b.length)
  })

  it('round-trips: each image decodes with sharp to its size and colour', async () => {
    const sizes = [16, 32, 48, 256]
    const pngs = await Promise.all(sizes.map((s) => square(s, '#0c4a6e')))
    const images = decodeIco(encodeIco(sizes.map((s, i) => ({ width: s, height: s, png: pngs[i]! }))))
    expect(images.map((i) => i.width)).toEqual(sizes)
    for (const [i, image] of images.entries()) {
      const { data, info } = await sharp(image.png).raw().toBuffer({ resolveWithObject: true })
      expect([info.width, info.height]).toEqual([sizes[i], sizes[i]])
      expect([...data.subarray(0, 3)]).toEqual([0x0c, 0x4a, 0x6e])
    }
  })

  it('stores 256 px as 0 in the directory, as the format says', async () => {
    const ico = encodeIco([{ width: 256, height: 256, png: await square(256, '#000') }])
    expect([ico[6], ico[7]]).toEqual([0, 0])
  })

  it('refuses what an icon cannot hold', async () => {
    const png = await square(16, '#000')
    expect(() => encodeIco([])).toThrow(RangeError)
    expect(() => encodeIco([{ width: 512, height: 512, png }])).toThrow(RangeError)
    expect(() => encodeIco([{ width: 16, height: 16, png: Buffer.from('GIF89a') }])).toThrow(TypeError)
  })

  it('decodeIco rejects a file that is not an icon', () => {
    expect(() => decodeIco(Buffer.from('<html>not found</html>'))).toThrow(TypeError)
    expect(() => decodeIco(Buffer.from([0, 0, 1, 0, 5, 0]))).toThrow(TypeError)
  })
})
