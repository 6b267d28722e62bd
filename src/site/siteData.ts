/** Moved to the data module: import from `@/data`. Kept as a re-export for code not yet moved over. */
export { getDealerships, getHolidayHours, getLocations, getMenu, getOffers, getPage, getPost, getPosts, getReviews } from '@/data/content'
