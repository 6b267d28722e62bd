import { emptyListLinksText, type EmptyListLinks } from './emptyListLinks'

/** Typed links to empty stock lists (issue 32): where each is, with a link to fix it there. */
export function EmptyListLinksNotice({ found }: { found: EmptyListLinks }) {
  if (found.count === 0) return null
  return (
    <div style={{ marginTop: 'var(--base)' }} data-testid="empty-list-links" role="status">
      <p style={{ margin: 0, fontWeight: 600 }}>{emptyListLinksText(found.count)}: shoppers who follow them find no stock. Change or remove them, or add stock.</p>
      <ul style={{ margin: '0.25rem 0 0', paddingLeft: '1.25rem' }}>
        {found.links.map((link, i) => (
          <li key={`${link.adminHref}-${link.href}-${i}`}>
            <a href={link.adminHref}>{link.where}</a>: &ldquo;{link.label}&rdquo; → <code>{link.href}</code>
          </li>
        ))}
      </ul>
    </div>
  )
}
