import { describe, expect, it } from 'vitest'
import {
  DEFAULT_ZOOM,
  TILE_SIZE,
  latitudeToTileY,
  longitudeToTileX,
  normaliseZoom,
  tileFor,
  tileGrid,
  tileUrl,
  overviewView,
  pointInGrid,
  tileXToLongitude,
  tileYToLatitude,
} from '@/locations/ui/mapTiles'

describe('OSM tile math', () => {
  it('puts 0,0 at the centre of the world', () => {
    expect(longitudeToTileX(0, 1)).toBe(1)
    expect(latitudeToTileY(0, 1)).toBeCloseTo(1, 10)
    expect(tileFor(0, 0, 0)).toEqual({ x: 0, y: 0, z: 0 })
    expect(tileFor(0.0001, 0.0001, 1)).toEqual({ x: 1, y: 0, z: 1 })
  })

  it('finds the corners of the world and clamps the poles', () => {
    expect(tileFor(85, -180, 2)).toEqual({ x: 0, y: 0, z: 2 })
    expect(tileFor(-85, 179.99, 2)).toEqual({ x: 3, y: 3, z: 2 })
    expect(tileFor(90, 0, 3).y).toBe(0)
    expect(tileFor(-90, 0, 3).y).toBe(7)
  })

  it('matches known tiles (Brisbane CBD at zoom 15, Sydney at zoom 10)', () => {
    expect(tileFor(-27.4698, 153.0251, 15)).toEqual({ x: 30312, y: 18986, z: 15 })
    // Sydney Opera House, zoom 10: tile 10/942/614
    expect(tileFor(-33.8568, 151.2153, 10)).toEqual({ x: 942, y: 614, z: 10 })
  })

  it('wraps x around the antimeridian', () => {
    expect(tileFor(0, 180, 2).x).toBe(0)
    expect(tileFor(0, -181, 2).x).toBe(3)
  })

  it('normalises zoom to a whole level 0..19, default 15', () => {
    expect(normaliseZoom(undefined)).toBe(DEFAULT_ZOOM)
    expect(normaliseZoom(Number.NaN)).toBe(15)
    expect(normaliseZoom(14.6)).toBe(15)
    expect(normaliseZoom(-3)).toBe(0)
    expect(normaliseZoom(25)).toBe(19)
  })

  it('builds tile URLs', () => {
    expect(tileUrl(1, 2, 3)).toBe('https://tile.openstreetmap.org/3/1/2.png')
    expect(tileUrl(1, 2, 3, 'https://t.example/{z}/{x}/{y}@2x.png')).toBe('https://t.example/3/1/2@2x.png')
  })
})

describe('tileGrid', () => {
  it('returns a 3x3 grid centred on the point', () => {
    const grid = tileGrid({ lat: -27.4698, lng: 153.0251, zoom: 15 })
    expect(grid.tiles).toHaveLength(9)
    expect(grid.width).toBe(3 * TILE_SIZE)
    expect(grid.height).toBe(3 * TILE_SIZE)
    const centre = grid.tiles[4]!
    expect(centre).toMatchObject({ x: 30312, y: 18986, z: 15, left: 256, top: 256 })
    expect(centre.url).toBe('https://tile.openstreetmap.org/15/30312/18986.png')
    expect(grid.tiles[0]).toMatchObject({ x: 30311, y: 18985, left: 0, top: 0 })
    expect(grid.tiles[8]).toMatchObject({ x: 30313, y: 18987, left: 512, top: 512 })
    // The point lies inside the centre tile.
    expect(grid.pointX).toBeGreaterThanOrEqual(256)
    expect(grid.pointX).toBeLessThan(512)
    expect(grid.pointY).toBeGreaterThanOrEqual(256)
    expect(grid.pointY).toBeLessThan(512)
    const fx = longitudeToTileX(153.0251, 15)
    expect(grid.pointX).toBeCloseTo((1 + fx - Math.floor(fx)) * 256, 6)
  })

  it('leaves out rows beyond the poles and keeps unique keys', () => {
    const grid = tileGrid({ lat: 85, lng: 0, zoom: 2 })
    expect(grid.tiles).toHaveLength(6)
    expect(grid.tiles.every((tile) => tile.y >= 0 && tile.y <= 3)).toBe(true)
    expect(new Set(grid.tiles.map((tile) => tile.key)).size).toBe(grid.tiles.length)
  })

  it('wraps columns at zoom 0 without duplicating keys', () => {
    const grid = tileGrid({ lat: 0, lng: 0, zoom: 0 })
    expect(grid.tiles.every((tile) => tile.x === 0)).toBe(true)
    expect(new Set(grid.tiles.map((tile) => tile.key)).size).toBe(grid.tiles.length)
  })
})

describe('overviewView and pointInGrid (a map of every location)', () => {
  const sydney = { lat: -33.8887, lng: 151.1764 }
  const newcastle = { lat: -32.9271, lng: 151.7765 }
  const brisbane = { lat: -27.5101, lng: 153.0315 }

  it('frames every point: the centre of their box at the largest zoom that fits', () => {
    const view = overviewView([sydney, newcastle, brisbane], 300, 260)
    expect(view).not.toBeNull()
    const { lat, lng, zoom } = view!
    expect(lat).toBeLessThan(-27.5)
    expect(lat).toBeGreaterThan(-33.9)
    expect(lng).toBeGreaterThan(151.17)
    expect(lng).toBeLessThan(153.04)
    const grid = tileGrid({ lat, lng, zoom, size: 5 })
    const centre = { x: grid.pointX, y: grid.pointY }
    for (const point of [sydney, newcastle, brisbane]) {
      const at = pointInGrid(grid, point.lat, point.lng)
      expect(Math.abs(at.x - centre.x)).toBeLessThanOrEqual(150)
      expect(Math.abs(at.y - centre.y)).toBeLessThanOrEqual(130)
    }
    // One zoom closer no longer fits.
    const closer = tileGrid({ lat, lng, zoom: zoom + 1, size: 5 })
    const spanY = pointInGrid(closer, brisbane.lat, brisbane.lng).y - pointInGrid(closer, sydney.lat, sydney.lng).y
    expect(Math.abs(spanY)).toBeGreaterThan(260)
  })

  it('one point: that point at the maximum zoom; no points: null', () => {
    expect(overviewView([sydney], 300, 260, 14)).toMatchObject({ zoom: 14 })
    expect(overviewView([sydney], 300, 260)?.lat).toBeCloseTo(sydney.lat, 6)
    expect(overviewView([], 300, 260)).toBeNull()
  })

  it('inverts the tile math', () => {
    expect(tileXToLongitude(longitudeToTileX(151.2, 10), 10)).toBeCloseTo(151.2, 9)
    expect(tileYToLatitude(latitudeToTileY(-33.9, 10), 10)).toBeCloseTo(-33.9, 9)
  })
})
