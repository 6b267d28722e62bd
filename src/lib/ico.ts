/**
 * The ICO container (Windows icon resource, what browsers fetch as /favicon.ico) with PNG
 * images inside, as every browser since IE 9 reads them. Pure: bytes in, bytes out.
 *
 * Layout: a 6-byte header (reserved 0, type 1 = icon, image count), one 16-byte directory
 * entry per image (width, height — 0 means 256 —, colour count 0, reserved 0, planes 1,
 * bits per pixel 32, data size, data offset; little-endian), then the PNG files themselves.
 */

export type IcoImage = { width: number; height: number; png: Uint8Array }

const HEADER = 6
const ENTRY = 16
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]

const isPng = (bytes: Uint8Array) => PNG_SIGNATURE.every((b, i) => bytes[i] === b)

/** One ICO file holding the PNG images, in the order given (smallest first is customary). */
export function encodeIco(images: readonly IcoImage[]): Buffer {
  if (images.length === 0 || images.length > 0xffff) throw new RangeError('An icon holds 1 to 65535 images.')
  for (const image of images) {
    for (const side of [image.width, image.height]) {
      if (!Number.isInteger(side) || side < 1 || side > 256) throw new RangeError(`An icon image is 1 to 256 px a side, not ${side}.`)
    }
    if (!isPng(image.png)) throw new TypeError('An icon image must be a PNG file.')
  }
  const out = Buffer.alloc(HEADER + ENTRY * images.length + images.reduce((sum, i) => sum + i.png.byteLength, 0))
  out.writeUInt16LE(0, 0)
  out.writeUInt16LE(1, 2)
  out.writeUInt16LE(images.length, 4)
  let offset = HEADER + ENTRY * images.length
  images.forEach((image, index) => {
    const at = HEADER + ENTRY * index
    out.writeUInt8(image.width === 256 ? 0 : image.width, at)
    out.writeUInt8(image.height === 256 ? 0 : image.height, at + 1)
    out.writeUInt8(0, at + 2)
    out.writeUInt8(0, at + 3)
    out.writeUInt16LE(1, at + 4)
    out.writeUInt16LE(32, at + 6)
    out.writeUInt32LE(image.png.byteLength, at + 8)
    out.writeUInt32LE(offset, at + 12)
    out.set(image.png, offset)
    offset += image.png.byteLength
  })
  return out
}

/** The images of an ICO file (its directory and each image's bytes); throws on a malformed file. */
export function decodeIco(bytes: Uint8Array): IcoImage[] {
  const buf = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  if (buf.length < HEADER || buf.readUInt16LE(0) !== 0 || buf.readUInt16LE(2) !== 1) throw new TypeError('Not an ICO file.')
  const count = buf.readUInt16LE(4)
  if (buf.length < HEADER + ENTRY * count) throw new TypeError('The ICO directory is cut short.')
  return Array.from({ length: count }, (_, index) => {
    const at = HEADER + ENTRY * index
    const size = buf.readUInt32LE(at + 8)
    const offset = buf.readUInt32LE(at + 12)
    if (offset + size > buf.length) throw new TypeError(`ICO image ${index} lies outside the file.`)
    return { width: buf.readUInt8(at) || 256, height: buf.readUInt8(at + 1) || 256, png: buf.subarray(offset, offset + size) }
  })
}
