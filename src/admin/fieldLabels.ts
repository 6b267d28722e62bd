/**
 * Field labels people read: a field without a label of its own is labelled from
 * its name in plain words, sentence case, with the trade's acronyms kept ("crm_state" → "CRM
 * state", "page_url" → "Page URL", "dealerLicenceNumber" → "Dealer licence number") instead of
 * Payload's "Crm_state". Pure.
 */
const ACRONYMS: Record<string, string> = {
  abn: 'ABN', adf: 'ADF', api: 'API', cta: 'CTA', crm: 'CRM', faq: 'FAQ', id: 'ID', ids: 'IDs', nvic: 'NVIC', seo: 'SEO',
  sms: 'SMS', url: 'URL', urls: 'URLs', vin: 'VIN', km: 'km', h1: 'H1', h2: 'H2', utm: 'UTM', pdf: 'PDF', abs: 'ABS',
}

export function humaniseFieldName(name: string): string {
  const words = name
    .replace(/([a-z\d])([A-Z])/g, '$1 $2')
    .replace(/[_\-.]+/g, ' ')
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .map((w) => w.toLowerCase())
  if (words.length === 0) return name
  return words
    .map((w, i) => ACRONYMS[w] ?? (i === 0 ? w.charAt(0).toUpperCase() + w.slice(1) : w))
    .join(' ')
}

/**
 * A short summary of a layout block for its row in the page editor: its own name, else its
 * heading, title, label or first text, cut at 60 characters; '' when it has none.
 */
export function blockRowSummary(data: Record<string, unknown> | null | undefined): string {
  if (!data) return ''
  const text = (v: unknown): string => (typeof v === 'string' ? v.replace(/\s+/g, ' ').trim() : '')
  for (const key of ['blockName', 'heading', 'title', 'label', 'name', 'text', 'subheading']) {
    const value = text(data[key])
    if (value) return cut(value)
  }
  const rich = firstRichText(data.content ?? data.richText ?? data.body)
  return rich ? cut(rich) : ''
}

function cut(value: string, max = 60): string {
  return value.length > max ? `${value.slice(0, max - 1).trimEnd()}…` : value
}

function firstRichText(value: unknown, depth = 0): string {
  if (!value || typeof value !== 'object' || depth > 12) return ''
  const node = value as { text?: unknown; root?: unknown; children?: unknown }
  if (typeof node.text === 'string' && node.text.trim()) return node.text.replace(/\s+/g, ' ').trim()
  if (node.root) return firstRichText(node.root, depth + 1)
  if (Array.isArray(node.children)) {
    for (const child of node.children) {
      const found = firstRichText(child, depth + 1)
      if (found) return found
    }
  }
  return ''
}
