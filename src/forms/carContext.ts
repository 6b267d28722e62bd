/** The car a lead form is about (the vehicle page passes it to the enquiry, test-drive and request-photos forms). */
export type LeadCarContext = {
  id: string
  slug: string
  name: string
  make: string
  model: string
  year?: number
  stocknum?: string
  vin?: string
  price?: number
  car_type: string
  status: string
  item_type?: string
  dealership_id: string
  dealership_slug?: string
  location_id?: string
  manufacturer_slug?: string
  /** The number the car's page shows (rules/phoneReveal carPhone); /success repeats it. */
  phone?: string
}
