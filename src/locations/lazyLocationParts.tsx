'use client'
/**
 * The locations block's interactive parts (opening hours' department switch, the holiday hours
 * dialog, the map, the nearest dealer finder) as lazy parts: server-rendered as
 * before, their code fetched only by pages that show them and, inside an island (the home page's
 * locations block, the car page's location), only when they come near the screen. A static import
 * put them into the first load of every content page through the block registry.
 */
import { lazyIsland } from '@/components/island/Island'

export const LazyOpeningHours = lazyIsland(() => import('./ui/OpeningHours').then((m) => m.OpeningHours))
export const LazyHolidayHoursDialog = lazyIsland(() => import('./ui/HolidayHoursDialog').then((m) => m.HolidayHoursDialog))
export const LazyLocationMap = lazyIsland(() => import('./ui/LocationMap').then((m) => m.LocationMap))
export const LazyNearestDealer = lazyIsland(() => import('./ui/NearestDealer').then((m) => m.NearestDealer))
