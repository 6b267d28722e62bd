/**
 * OpenStreetMap slippy-map tile math (Web Mercator, 256 px tiles), for the hand-drawn fallback
 * map of LocationMap. Pure: no DOM.
 * https://wiki.openstreetmap.org/wiki/Slippy_map_tilenames
 */

export const TILE_SIZE = 256
/** Web Mercator cannot show the poles; latitudes are clamped to this. */
const MAX_MERCATOR_LATITUDE = 85.0511287798
const MIN_ZOOM = 0
/** tile.openstreetmap.org serves zoom 0 to 19. */
const MAX_ZOOM = 19
export const DEFAULT_ZOOM = 15
const OSM_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png'
export const OSM_ATTRIBUTION = '© OpenStreetMap contributors'
export const OSM_COPYRIGHT_URL = 'https://www.openstreetmap.org/copyright'

/** A whole zoom level between 0 and 19; anything invalid becomes the default 15. */
export function normaliseZoom(zoom: number | null | undefined): number {
  if (typeof zoom !== 'number' || !Number.isFinite(zoom)) return DEFAULT_ZOOM
  return Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, Math.round(zoom)))
}

function clampLatitude(lat: number): number {
  return Math.max(-MAX_MERCATOR_LATITUDE, Math.min(MAX_MERCATOR_LATITUDE, lat))
}

/** Fractional tile x of a longitude at a zoom (0 at 180° W, 2^zoom at 180° E). */
export function longitudeToTileX(lng: number, zoom: number): number {
  return ((lng + 180) / 360) * 2 ** zoom
}

/** Fractional tile y of a latitude at a zoom (0 at the top, 2^zoom at the bottom). */
export function latitudeToTileY(lat: number, zoom: number): number {
  const rad = (clampLatitude(lat) * Math.PI) / 180
  return ((1 - Math.log(Math.tan(rad) + 1 / Math.cos(rad)) / Math.PI) / 2) * 2 ** zoom
}

/** The tile containing a point: whole x/y at a zoom (x wraps around the antimeridian). */
export function tileFor(lat: number, lng: number, zoom: number): { x: number; y: number; z: number } {
  const z = normaliseZoom(zoom)
  const n = 2 ** z
  const x = ((Math.floor(longitudeToTileX(lng, z)) % n) + n) % n
  const y = Math.min(n - 1, Math.max(0, Math.floor(latitudeToTileY(lat, z))))
  return { x, y, z }
}

/** The URL of one tile from a template with {z}, {x} and {y}. */
export function tileUrl(x: number, y: number, z: number, template: string = OSM_TILE_URL): string {
  return template.replace('{z}', String(z)).replace('{x}', String(x)).replace('{y}', String(y))
}

interface GridTile {
  key: string
  x: number
  y: number
  z: number
  url: string
  /** Position of the tile's top-left corner inside the grid, in px. */
  left: number
  top: number
}

export interface TileGrid {
  tiles: GridTile[]
  /** Grid size in px (columns × 256, rows × 256). */
  width: number
  height: number
  /** Where the point falls inside the grid, in px from its top-left corner. */
  pointX: number
  pointY: number
  zoom: number
  /** The whole-tile x and y of the grid's top-left tile (before wrapping), for placing other points. */
  originX: number
  originY: number
}

export interface TileGridOptions {
  lat: number
  lng: number
  zoom?: number | null
  /** Odd number of columns and rows around the centre tile; default 3 (a 3×3 grid). */
  size?: number
  template?: string
}

/**
 * The tiles of a size×size grid centred on the tile containing the point, and the point's pixel
 * position in the grid. Place the grid at `left: 50% - pointX`, `top: 50% - pointY` to centre
 * the point in a viewport. Tiles above the north or below the south edge of the world are left
 * out; x wraps around the antimeridian.
 */
export function tileGrid({ lat, lng, zoom, size = 3, template = OSM_TILE_URL }: TileGridOptions): TileGrid {
  const z = normaliseZoom(zoom)
  const n = 2 ** z
  const span = Math.max(1, Math.floor(size / 2) * 2 + 1)
  const half = (span - 1) / 2
  const fx = longitudeToTileX(lng, z)
  const fy = Math.min(n - 1e-9, Math.max(0, latitudeToTileY(lat, z)))
  const cx = Math.floor(fx)
  const cy = Math.floor(fy)
  const tiles: GridTile[] = []
  for (let row = 0; row < span; row++) {
    const y = cy - half + row
    if (y < 0 || y >= n) continue
    for (let col = 0; col < span; col++) {
      const x = (((cx - half + col) % n) + n) % n
      tiles.push({ key: `${z}/${x}/${y}/${col}`, x, y, z, url: tileUrl(x, y, z, template), left: col * TILE_SIZE, top: row * TILE_SIZE })
    }
  }
  return {
    tiles,
    width: span * TILE_SIZE,
    height: span * TILE_SIZE,
    pointX: (half + (fx - cx)) * TILE_SIZE,
    pointY: (half + (fy - cy)) * TILE_SIZE,
    zoom: z,
    originX: cx - half,
    originY: cy - half,
  }
}

/** Longitude of a fractional tile x at a zoom (inverse of longitudeToTileX). */
export function tileXToLongitude(x: number, zoom: number): number {
  return (x / 2 ** zoom) * 360 - 180
}

/** Latitude of a fractional tile y at a zoom (inverse of latitudeToTileY). */
export function tileYToLatitude(y: number, zoom: number): number {
  const n = Math.PI * (1 - (2 * y) / 2 ** zoom)
  return (Math.atan(Math.sinh(n)) * 180) / Math.PI
}

/** Where a point falls inside a grid, in px from the grid's top-left corner. */
export function pointInGrid(grid: Pick<TileGrid, 'zoom' | 'originX' | 'originY'>, lat: number, lng: number): { x: number; y: number } {
  return {
    x: (longitudeToTileX(lng, grid.zoom) - grid.originX) * TILE_SIZE,
    y: (latitudeToTileY(lat, grid.zoom) - grid.originY) * TILE_SIZE,
  }
}

/**
 * The view that shows every point: the centre of their bounding box and the largest zoom (at most
 * `maxZoom`) at which the box fits in widthPx × heightPx. One point: that point at `maxZoom`.
 * Null for no points.
 */
export function overviewView(
  points: readonly { lat: number; lng: number }[],
  widthPx: number,
  heightPx: number,
  maxZoom: number = 14,
): { lat: number; lng: number; zoom: number } | null {
  if (points.length === 0) return null
  const xs = points.map((p) => longitudeToTileX(p.lng, 0))
  const ys = points.map((p) => latitudeToTileY(p.lat, 0))
  const minX = Math.min(...xs)
  const maxX = Math.max(...xs)
  const minY = Math.min(...ys)
  const maxY = Math.max(...ys)
  let zoom = normaliseZoom(maxZoom)
  while (zoom > MIN_ZOOM && ((maxX - minX) * TILE_SIZE * 2 ** zoom > widthPx || (maxY - minY) * TILE_SIZE * 2 ** zoom > heightPx)) zoom--
  return { lat: tileYToLatitude((minY + maxY) / 2, 0), lng: tileXToLongitude((minX + maxX) / 2, 0), zoom }
}
