/** Value lists and a field helper the site settings groups share. */
import type { Field } from 'payload'

export const FINANCE_PROVIDERS = [
  'Taurus',
  'Car Clarity',
  'Manual',
  '360 Finance',
  'Angle',
  'Powertorque',
  'Nissan Finance',
  'AusLoans',
] as const

export const BODY_TYPES = [
  '4x4', 'bus', 'cabChassis', 'convertible', 'coupe', 'hardtop', 'hatch', 'hatchback', 'motorhome',
  'lightTruck', 'peopleMover', 'sedan', 'softtop', 'suv', 'ute', 'van', 'wagon', 'stationWagon',
] as const

export const AU_STATES = ['qld', 'nsw', 'vic', 'act', 'tas', 'sa', 'wa', 'nt'] as const

export const stringList = (name: string, label: string, description: string, maxRows?: number): Field => ({
  name,
  label,
  type: 'array',
  maxRows,
  admin: { description, initCollapsed: true },
  fields: [{ name: 'value', type: 'text', required: true }],
})
