/** GET /api/map-tiles: whether the map's tile server can be reached (src/locations/mapTileStatus.ts). */
import { createTileStatus, createTileStatusHandler, tileStatusSettings } from '@/locations/mapTileStatus'

export const runtime = 'nodejs'
export const dynamic = 'force-dynamic'

export const GET = createTileStatusHandler(createTileStatus(tileStatusSettings()))
