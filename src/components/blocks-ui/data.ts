/**
 * Moved to the data module (src/data/blocks.ts): import from `@/data`. A thin re-export while the
 * block components move into blocks/<Name>/ (to be deleted after the merge).
 */
export { loadHolidayHours, loadLocations, loadOffers, loadReviews } from '@/data/blocks'
