/**
 * The dashboard's search-index health (issue 31 §6): the cars of a site in the search index
 * against the cars of that site in the database. Like with like: the index holds every car
 * (hidden, sold and coming-soon cars too; the site's base filter picks what shoppers see at query
 * time, src/search/siteScope.ts), so both sides count every car of the site. "In step" then means
 * the index has as many of the site's cars as the database, neither missing new ones nor keeping
 * deleted ones. Pure: no I/O.
 */

/** The counts the dashboard reads (figures.ts): `indexed` is null when the index did not answer. */
export type IndexCounts = { indexed: number | null; stored: number }

export type IndexHealth = { state: 'in-step' | 'behind' | 'ahead' | 'unreachable'; text: string }

const cars = (n: number) => `${n} car${n === 1 ? '' : 's'}`
const REBUILD = 'catching up, or run npm run index:rebuild if it stays so'

export function indexHealth({ indexed, stored }: IndexCounts): IndexHealth {
  if (indexed === null) return { state: 'unreachable', text: `Search index: unreachable of ${cars(stored)} (the search service did not answer)` }
  const head = `Search index: ${indexed} of ${cars(stored)}`
  if (indexed === stored) return { state: 'in-step', text: `${head} (in step)` }
  if (indexed < stored) return { state: 'behind', text: `${head} (${cars(stored - indexed)} not in the index yet: ${REBUILD})` }
  return { state: 'ahead', text: `${head} (${cars(indexed - stored)} in the index no longer in the database: ${REBUILD})` }
}
