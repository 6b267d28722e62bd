/**
 * Reads back what an uncompressed pdfkit PDF says: each `[<hex> kern <hex> …] TJ` text run
 * decoded (WinAnsi ≈ latin1) and joined, one line per run; and the document's /Title.
 */
function pdfTextLines(pdf: Buffer): string[] {
  const src = pdf.toString('latin1')
  const lines: string[] = []
  for (const run of src.matchAll(/\[([^\]]*)\]\s*TJ/g)) {
    const hex = [...run[1]!.matchAll(/<([0-9a-fA-F]*)>/g)].map((m) => m[1]).join('')
    lines.push(Buffer.from(hex, 'hex').toString('latin1'))
  }
  return lines
}

export function pdfText(pdf: Buffer): string {
  return pdfTextLines(pdf).join('\n')
}

/** The /Title of the document information dictionary (literal or UTF-16 hex string). */
export function pdfTitle(pdf: Buffer): string | null {
  const src = pdf.toString('latin1')
  const ref = /\/Title\s+(\d+)\s+0\s+R/.exec(src)
  let value: string | undefined
  if (ref) {
    const obj = new RegExp(`\\n${ref[1]} 0 obj\\s*([\\s\\S]*?)\\s*endobj`).exec(src)
    value = obj?.[1]?.trim()
  } else {
    value = /\/Title\s*(\([^)]*\)|<[^>]*>)/.exec(src)?.[1]
  }
  if (!value) return null
  if (value.startsWith('(')) return value.slice(1, -1).replace(/\\([()\\])/g, '$1')
  const hex = value.slice(1, -1)
  const bytes = Buffer.from(hex, 'hex')
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return bytes.subarray(2).swap16().toString('utf16le')
  return bytes.toString('latin1')
}
