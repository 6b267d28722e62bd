/**
 * What a saved search is (issue 35 section 1): a search page path (`/cars` or
 * `/search/{1 or 2 segments}`) and its search state written the way the search UI writes it
 * (urlState.stateToQuery), without the page number or sort (they change the order, not which cars
 * match). The alert's "see all" link is exactly this path and query, so what the alert promises is
 * what the link shows. Also its default name, from the refinements ("Toyota, $10,000 to $20,000").
 * Pure.
 */
import { queryToState, stateToQuery, type SearchUiState } from '@/search/urlState'
import { MAX_SAVED_SEARCH_NAME, type SavedSearchTarget } from '@/rules/savedSearch'

/** Why a submitted search cannot be saved, or the cleaned target. */
export type TargetResult = { ok: true; value: SavedSearchTarget } | { ok: false; error: string }

const SEGMENT = /^[A-Za-z0-9][A-Za-z0-9._~%-]{0,99}$/

/** A search page path: `/cars` or `/search/a[/b]` (trailing slash tolerated), else null. */
export function cleanSearchPath(value: unknown): string | null {
  if (typeof value !== 'string') return null
  const path = value.trim().replace(/\/+$/, '')
  if (path === '/cars') return '/cars'
  const parts = path.split('/')
  if (parts[0] !== '' || parts[1] !== 'search' || parts.length < 3 || parts.length > 4) return null
  const segments = parts.slice(2)
  if (!segments.every((s) => SEGMENT.test(s))) return null
  return `/search/${segments.map((s) => s.toLowerCase()).join('/')}`
}

/** The search state of a saved search: as the UI writes it, without page and sort. */
function savedSearchState(query: unknown): SearchUiState {
  const text = typeof query === 'string' ? query.slice(0, 8192) : ''
  const { page: _page, sortBy: _sortBy, ...state } = queryToState(text)
  return state
}

/** The submitted page and query as a saved search target (4xx message when it is not a search page). */
export function savedSearchTarget(path: unknown, query: unknown): TargetResult {
  const clean = cleanSearchPath(path)
  if (!clean) return { ok: false, error: 'Only a search page (/cars or /search/...) can be saved.' }
  if (query !== undefined && query !== null && typeof query !== 'string') return { ok: false, error: 'query must be the search page\'s query string.' }
  return { ok: true, value: { path: clean, query: stateToQuery(savedSearchState(query)) } }
}

const money = (n: number) => `$${Math.round(n).toLocaleString('en-AU')}`

function rangeText(attribute: string, value: string): string | null {
  const [minText = '', maxText = ''] = value.split(':')
  const min = minText === '' ? undefined : Number(minText)
  const max = maxText === '' ? undefined : Number(maxText)
  const show = attribute === 'price' ? money : attribute === 'km' ? (n: number) => `${Math.round(n).toLocaleString('en-AU')} km` : (n: number) => String(n)
  if (min !== undefined && max !== undefined) return `${show(min)} to ${show(max)}`
  if (min !== undefined) return `from ${show(min)}`
  if (max !== undefined) return `up to ${show(max)}`
  return null
}

const titleCase = (s: string) => s.replace(/(^|-)([a-z])/g, (_m, sep: string, c: string) => `${sep === '-' ? ' ' : ''}${c.toUpperCase()}`)

/** A readable default name: the page's make/model or car types, then the refinements. */
export function defaultSavedSearchName(target: SavedSearchTarget): string {
  const parts: string[] = []
  if (target.path.startsWith('/search/')) parts.push(target.path.slice('/search/'.length).split('/').map(titleCase).join(' '))
  const state = savedSearchState(target.query)
  for (const values of Object.values(state.refinementList ?? {})) parts.push(values.join(' or '))
  for (const [attribute, value] of Object.entries(state.range ?? {})) {
    const text = rangeText(attribute, value)
    if (text) parts.push(attribute === 'year' ? `year ${text}` : text)
  }
  if (state.query) parts.push(`"${state.query}"`)
  const name = parts.join(', ').trim()
  return (name || 'All cars').slice(0, MAX_SAVED_SEARCH_NAME)
}
