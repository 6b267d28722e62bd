/**
 * Draws the car PDF with pdfkit (A4, the built-in Helvetica fonts). The document's Title is the
 * car's name. `compress: false` (tests) leaves the text streams readable.
 */
import PDFDocument from 'pdfkit'
import type { CarPdfContent } from './carPdfContent'

/** Dealer comments are cut here so one PDF's size and drawing time stay bounded. */
const MAX_COMMENT_CHARS = 6000

const WIN_ANSI_EXTRA = '€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ'

/** Text the standard PDF fonts can draw: Latin-1 plus WinAnsi punctuation; anything else is dropped. */
export function pdfSafeText(value: string): string {
  let out = ''
  for (const ch of value.normalize('NFC')) {
    const code = ch.codePointAt(0)!
    if (code === 0x09 || code === 0x0a) out += ch === '\t' ? ' ' : ch
    else if ((code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRA.includes(ch)) out += ch
  }
  return out
}

export interface RenderOptions {
  /** A JPEG of the main photo, or null for none. */
  photo: Buffer | null
  compress?: boolean
}

export function renderCarPdf(content: CarPdfContent, { photo, compress = true }: RenderOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({
      size: 'A4',
      margin: 42,
      compress,
      info: {
        Title: pdfSafeText(content.title),
        Author: pdfSafeText(content.siteName),
        Subject: pdfSafeText(`${content.title} – ${content.price.text}`),
        Creator: pdfSafeText(content.siteName),
      },
    })
    const chunks: Buffer[] = []
    doc.on('data', (c: Buffer) => chunks.push(c))
    doc.on('end', () => resolve(Buffer.concat(chunks)))
    doc.on('error', reject)
    try {
      draw(doc, content, photo)
      doc.end()
    } catch (error) {
      reject(error)
    }
  })
}

function draw(doc: PDFKit.PDFDocument, c: CarPdfContent, photo: Buffer | null) {
  const t = pdfSafeText
  const width = doc.page.width - doc.page.margins.left - doc.page.margins.right
  const left = doc.page.margins.left

  doc.font('Helvetica').fontSize(10).fillColor('#555555').text(t(c.siteName))
  doc.moveDown(0.3)
  doc.font('Helvetica-Bold').fontSize(20).fillColor('#111111').text(t(c.title))
  if (c.subtitle) doc.font('Helvetica').fontSize(12).fillColor('#444444').text(t(c.subtitle))
  if (c.status) doc.font('Helvetica-Bold').fontSize(11).fillColor('#b91c1c').text(t(c.status.toUpperCase()))
  doc.moveDown(0.5)

  if (photo) {
    const height = 280
    try {
      doc.image(photo, left, doc.y, { fit: [width, height], align: 'center', valign: 'center' })
      doc.y += height + 8
    } catch {
      // an unreadable image leaves the PDF without a photo rather than failing it
    }
  }

  if (c.price.wasLine) doc.font('Helvetica').fontSize(11).fillColor('#444444').text(t(c.price.wasLine))
  doc.font('Helvetica-Bold').fontSize(18).fillColor('#111111').text(t(c.price.text))
  doc.moveDown(0.6)

  if (c.specs.length > 0) {
    heading(doc, 'Key information')
    const colWidth = width / 2
    const labelWidth = 95
    for (let i = 0; i < c.specs.length; i += 2) {
      const y = doc.y
      let bottom = y
      for (const [col, spec] of [c.specs[i], c.specs[i + 1]].entries()) {
        if (!spec) continue
        const x = left + col * colWidth
        doc.font('Helvetica-Bold').fontSize(10).fillColor('#333333').text(t(spec[0]), x, y, { width: labelWidth })
        doc.font('Helvetica').fontSize(10).fillColor('#111111').text(t(spec[1]), x + labelWidth, y, { width: colWidth - labelWidth - 8 })
        bottom = Math.max(bottom, doc.y)
      }
      doc.x = left
      doc.y = bottom + 3
    }
    doc.moveDown(0.6)
  }

  heading(doc, 'Dealer Comments')
  let budget = MAX_COMMENT_CHARS
  for (const paragraph of c.comments) {
    if (budget <= 0) break
    const text = paragraph.length > budget ? `${paragraph.slice(0, budget)}…` : paragraph
    budget -= text.length
    doc.font('Helvetica').fontSize(10.5).fillColor('#111111').text(t(text), left, doc.y, { width, align: 'left' })
    doc.moveDown(0.5)
  }
  doc.moveDown(0.4)

  if (c.place.name || c.place.address || c.place.phone) {
    heading(doc, 'Location')
    doc.font('Helvetica').fontSize(10.5).fillColor('#111111')
    if (c.place.name) doc.font('Helvetica-Bold').text(t(c.place.name), left, doc.y, { width })
    if (c.place.address) doc.font('Helvetica').text(t(c.place.address), left, doc.y, { width })
    if (c.place.phone) doc.font('Helvetica').text(`Phone: ${t(c.place.phone)}`, left, doc.y, { width })
    doc.moveDown(0.6)
  }

  doc.font('Helvetica').fontSize(10).fillColor('#1d4ed8').text(t(c.url), left, doc.y, { width, link: c.url, underline: true })
}

function heading(doc: PDFKit.PDFDocument, text: string) {
  doc.font('Helvetica-Bold').fontSize(13).fillColor('#111111').text(text, doc.page.margins.left, doc.y)
  doc.moveDown(0.25)
}
