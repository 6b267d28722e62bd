/** The search client configuration for blocks that query stock (the budget search). */
import type { Site } from '../payload-types'

export async function searchConfigFor(site: Site): Promise<unknown> {
  try {
    const { getSiteSearchConfig } = await import('../search/siteSearchConfig')
    return await getSiteSearchConfig(site)
  } catch (error) {
    console.error('Search configuration unavailable:', error)
    return undefined
  }
}
