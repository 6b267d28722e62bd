'use client'
/** What the "Add a dealer" wizard shows once the dealer exists: links to it and the feed's import report. */

export type Created = { site: { id: number; slug: string; name: string }; editor?: number; feed?: { created: number; rejected: number; drafts?: number; problems: string[] } }

function FeedReport({ feed }: { feed: NonNullable<Created['feed']> }) {
  return (
    <div>
      <p>
        Inventory feed: {feed.created} car{feed.created === 1 ? '' : 's'} imported
        {feed.rejected ? `, ${feed.rejected} row${feed.rejected === 1 ? '' : 's'} refused` : ''}
        {feed.drafts ? `, ${feed.drafts} kept as draft${feed.drafts === 1 ? '' : 's'} (no location to be seen at)` : ''}.
      </p>
      {feed.problems.length ? (
        <ul>
          {feed.problems.map((p) => (
            <li key={p}>{p}</li>
          ))}
        </ul>
      ) : null}
    </div>
  )
}

export function NewDealerDone({ created, port, useDomains }: { created: Created & { domain?: string }; port: string; useDomains: boolean }) {
  const origin = useDomains && created.domain ? `https://${created.domain}` : `http://${created.site.slug}.localhost:${port}`
  return (
    <div role="status" data-testid="new-dealer-done">
      <h2>{created.site.name} is live</h2>
      <p style={{ display: 'flex', gap: '1rem', flexWrap: 'wrap' }}>
        <a href={origin} target="_blank" rel="noreferrer">
          Open {created.site.name}
        </a>
        <a href={`/admin/collections/sites/${created.site.id}`}>Edit its settings</a>
        {created.editor ? <a href={`/admin/collections/users/${created.editor}`}>Its editor</a> : null}
      </p>
      {created.feed ? <FeedReport feed={created.feed} /> : null}
    </div>
  )
}
