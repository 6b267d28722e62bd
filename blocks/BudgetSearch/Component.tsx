/**
 * Budget search block renderer (server component). Reads the block's settings and, when the page
 * did not pass one, the site's search config; reads the stock's price range on the server so the
 * first paint is right, and hands plain data to the interactive form.
 */
import type { BudgetSearchBlock, Site } from '@/payload-types'
import { BUDGET_DEFAULTS, type RepaymentPeriod } from '@/rules/budget'
import type { SearchClientConfig } from '@/search/client'
import { isSameSitePath } from '@/lib/links'
import { BUDGET_SEARCH_DEFAULT_HEADING, BUDGET_SEARCH_DEFAULT_PATH } from './config'
import { LazyBudgetSearchForm as BudgetSearchForm } from './LazyBudgetSearchForm'
import { isSearchClientConfig, type BudgetVehicleType } from '@/search/priceStats'
import { getPriceStats, getSearchConfig } from '@/data'
import type { BlockComponentProps } from '../shared/types'

type Props = BlockComponentProps<BudgetSearchBlock>

async function configFor(site: Site, searchConfig: unknown): Promise<SearchClientConfig | null> {
  if (isSearchClientConfig(searchConfig)) return searchConfig
  return (await getSearchConfig(site)) ?? null
}

export default async function BudgetSearchComponent({ block, site, searchConfig }: Props) {
  const vehicleType: BudgetVehicleType = block.vehicleType === 'caravan' ? 'caravan' : 'car'
  const defaultPeriod: RepaymentPeriod = block.defaultPeriod === 'monthly' ? 'monthly' : block.defaultPeriod === 'weekly' ? 'weekly' : BUDGET_DEFAULTS.period
  const searchPath = isSameSitePath(block.searchPath) ? block.searchPath.trim() : BUDGET_SEARCH_DEFAULT_PATH
  const heading = block.heading?.trim() || BUDGET_SEARCH_DEFAULT_HEADING
  const config = await configFor(site, searchConfig)
  const initialStats = config ? await getPriceStats(config, vehicleType) : null
  return (
    <BudgetSearchForm
      heading={heading}
      vehicleType={vehicleType}
      defaultPeriod={defaultPeriod}
      searchPath={searchPath}
      config={config}
      initialStats={initialStats}
    />
  )
}
