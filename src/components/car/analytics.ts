/** Kept for existing imports: the analytics module is src/analytics/events.ts. */
export { FAVOURITE_EVENT_ID, pushDataLayer, trackFavouriteAdded } from '@/analytics/events'
