/** The value lists the admin schema's select fields and the inventory import share (finance providers, body types, Australian states). */

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
