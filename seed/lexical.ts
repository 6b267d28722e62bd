/** Minimal Lexical editor state for seeded rich text: headings and paragraphs of plain text. */
type Node = Record<string, unknown>

const text = (t: string): Node => ({ type: 'text', text: t, detail: 0, format: 0, mode: 'normal', style: '', version: 1 })

function paragraph(t: string): Node {
  return { type: 'paragraph', children: [text(t)], direction: 'ltr', format: '', indent: 0, textFormat: 0, version: 1 }
}

export function heading(t: string, tag: 'h2' | 'h3' = 'h2'): Node {
  return { type: 'heading', tag, children: [text(t)], direction: 'ltr', format: '', indent: 0, version: 1 }
}

export function richText(...nodes: (Node | string)[]) {
  return {
    root: {
      type: 'root',
      children: nodes.map((n) => (typeof n === 'string' ? paragraph(n) : n)),
      direction: 'ltr',
      format: '',
      indent: 0,
      version: 1,
    },
  }
}
