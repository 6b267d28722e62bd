/** The three demo sites: what each dealer looks like, as data. */
import { HOURS } from './hours'

type Dept = 'sales' | 'service' | 'parts'
type LocationSeed = {
  name: string
  slug: string
  dealership: string
  location_type: Dept
  primary?: boolean
  manufacturers?: string[]
  subtypes?: string[]
  badgeText?: string
  address: { street: string; city: string; state: string; postcode: string; lat: number; long: number }
  phone: string
  hours: keyof typeof HOURS
  rating?: { average: number; count: number }
}
type DealershipSeed = {
  name: string
  slug: string
  manufacturers: string[]
  licenceLabel: 'DL' | 'CL'
  dealerLicenceNumber: string
  motorVehicleRepairer?: string
  companyName?: string
  companyAddress?: string
  phone?: string
}
export type SiteSeed = {
  slug: string
  name: string
  template: 'dealer' | 'group' | 'outdoor'
  domains: string[]
  phone: string
  email: string
  address: string
  defaultState: string
  manufacturerName?: string
  financeProvider?: string
  companyName?: string
  groupSiteUrl?: string
  branding: { primaryColour: string; secondaryColour: string; accentColour: string; textOnPrimary: string; font: 'system' | 'serif' | 'rounded' }
  settings: Record<string, unknown>
  dealerships: DealershipSeed[]
  locations: LocationSeed[]
}

const sunshineAddress = { street: '120 Nicklin Way', city: 'Maroochydore', state: 'qld', postcode: '4558', lat: -26.6558, long: 153.0896 }

export const DEMO_SITES: SiteSeed[] = [
  {
    slug: 'sunshine-toyota',
    name: 'Sunshine Toyota',
    template: 'dealer',
    domains: ['www.sunshinetoyota.example'],
    phone: '07 5443 0100',
    email: 'sales@sunshinetoyota.example',
    address: '120 Nicklin Way, Maroochydore QLD 4558',
    defaultState: 'qld',
    manufacturerName: 'Toyota',
    financeProvider: 'Taurus',
    companyName: 'Sunshine Toyota Pty Ltd',
    branding: { primaryColour: '#b91c1c', secondaryColour: '#fef2f2', accentColour: '#111827', textOnPrimary: '#ffffff', font: 'system' },
    settings: {
      // Google vehicle ads and Meta catalog feeds at /feeds/… (issue 35; off for a new site).
      listingFeedsEnabled: true,
      // Platform-wide offers (e.g. the trade-in bonus) show here: this dealer opted in (issue 32).
      showPlatformOffers: true,
      // Trade-in valuation: on, with this dealer's reconditioning cost and margin.
      valuationEnabled: true, valuationReconditioningCost: 1500, valuationMarginPercent: 12,
      stockCarTypes: ['new', 'demo'],
      // Reserve online with the $200 refundable deposit.
      reservationsEnabled: true,
      savedSearchesEnabled: true,
      electricHybridTag: true,
      financeProvider: 'Taurus',
      financeButtonLabel: 'Get Finance Quote',
      vehiclePageCopy: {
        whatsIncluded: 'Toyota 5-year warranty, extendable to 7 years with logbook servicing\nCapped price servicing for the first 5 years\nA full tank of fuel and a professional detail on delivery\nFree 1,000 km check-up',
        whyBuyFromUs: "Sunshine Coast's Toyota dealer since 1978\nToyota trained technicians in our own service centre\nTrade-ins, finance and insurance under one roof\nRated 4.7 from 524 customer reviews",
        reserveOnline: 'Pay the deposit securely online and our team will call you within one business hour to arrange the rest.',
        protectYourCar: 'Toyota Extra Care extended warranty\nPaint and interior protection applied in our workshop\nToyota Insurance with genuine parts repairs',
      },
    },
    dealerships: [
      { name: 'Sunshine Toyota', slug: 'sunshine-toyota', manufacturers: ['Toyota'], licenceLabel: 'DL', dealerLicenceNumber: '3456789', motorVehicleRepairer: '12345', phone: '07 5443 0100' },
    ],
    locations: [
      { name: 'Sunshine Toyota Sales', slug: 'sunshine-toyota-sales', dealership: 'sunshine-toyota', location_type: 'sales', primary: true, manufacturers: ['Toyota'], address: sunshineAddress, phone: '07 5443 0100', hours: 'salesLateThursday', rating: { average: 4.7, count: 524 } },
      { name: 'Sunshine Toyota Service', slug: 'sunshine-toyota-service', dealership: 'sunshine-toyota', location_type: 'service', manufacturers: ['Toyota'], address: sunshineAddress, phone: '07 5443 0111', hours: 'service', rating: { average: 4.6, count: 212 } },
      { name: 'Sunshine Toyota Parts', slug: 'sunshine-toyota-parts', dealership: 'sunshine-toyota', location_type: 'parts', manufacturers: ['Toyota'], address: sunshineAddress, phone: '07 5443 0122', hours: 'parts' },
    ],
  },
  {
    slug: 'harbour-auto-group',
    name: 'Harbour Auto Group',
    template: 'group',
    domains: ['www.harbourautogroup.example'],
    phone: '02 9555 0200',
    email: 'hello@harbourautogroup.example',
    address: 'Level 3, 88 Harbour Street, Sydney NSW 2000',
    defaultState: 'nsw',
    financeProvider: 'Angle',
    companyName: 'Harbour Auto Group Pty Ltd',
    groupSiteUrl: 'https://www.harbourautogroup.example',
    branding: { primaryColour: '#0c4a6e', secondaryColour: '#f0f9ff', accentColour: '#f59e0b', textOnPrimary: '#ffffff', font: 'serif' },
    settings: {
      // Google vehicle ads and Meta catalog feeds at /feeds/… (issue 35; off for a new site).
      listingFeedsEnabled: true,
      // Platform-wide offers (e.g. the trade-in bonus) show here: this dealer opted in (issue 32).
      showPlatformOffers: true,
      // Trade-in valuation: on, with this dealer's reconditioning cost and margin.
      valuationEnabled: true, valuationReconditioningCost: 1200, valuationMarginPercent: 10, saveValuationToMiscellaneous: true,
      reservationsEnabled: true,
      savedSearchesEnabled: true,
      // Brand pages /brands/{make} (SPEC.md §2 "/brands/jeep (one site)"): the group's makes, linked from the footer.
      brandPages: true,
      popularMakesFirst: true,
      popularMakes: ['Mazda', 'Hyundai', 'Kia', 'Ford', 'Mitsubishi', 'Toyota', 'Nissan', 'Volkswagen', 'Subaru', 'Honda'].map((value) => ({ value })),
      // The demo site with shopper accounts: sign-in, watchlist and gated finance / spin-to-win.
      shopperAccounts: true,
      gatedRoutes: ['finance', 'spin-to-win'],
      fixedLicenceNumbers: [{ value: 'LMCT 0001234' }],
      financeInterestRate: 8.5,
      financeProvider: 'Angle',
      financeButtonLabel: 'Finance Enquiry',
      chatUrl: 'https://chat.harbourautogroup.example/',
      // A multi-dealership group: a car shows the number of the location that holds it, not the switchboard.
      phoneNumbersShown: ['location'],
      // SPEC.md §4 special feature on "a second flagged site: used cars" (badge and search filter).
      specialFeature: 'used',
      specialFeatureLabel: 'Harbour Assured',
      // SPEC.md §9: used-car test drives on this site are event 48.
      usedTestDriveFlagged: true,
      vehiclePageCopy: {
        whatsIncluded: 'A 150-point inspection by our qualified technicians\nA fresh service before delivery\nA roadworthy certificate where your state requires one\nThe balance of the factory warranty',
        whyBuyFromUs: 'Six dealerships across New South Wales and Queensland\nOne team for finance, insurance and trade-ins\n14-day return policy on used consumer vehicles\n48-hour money-back guarantee on used cars',
        reserveOnline: 'Reserve online, then choose pick-up from any Harbour dealership or home delivery within 50 km.',
        protectYourCar: 'Harbour Protect extended warranty up to 5 years\nTyre and rim cover\nGap cover and comprehensive insurance through our partners',
      },
    },
    dealerships: [
      { name: 'Harbour Mazda', slug: 'harbour-mazda', manufacturers: ['Mazda'], licenceLabel: 'DL', dealerLicenceNumber: 'MD 24011', motorVehicleRepairer: 'MVRL 45511', companyName: 'Harbour Auto Group Pty Ltd', companyAddress: 'Level 3, 88 Harbour Street, Sydney NSW 2000' },
      { name: 'Harbour Hyundai', slug: 'harbour-hyundai', manufacturers: ['Hyundai'], licenceLabel: 'DL', dealerLicenceNumber: 'MD 24012', motorVehicleRepairer: 'MVRL 45512', companyName: 'Harbour Auto Group Pty Ltd' },
      { name: 'Harbour Kia', slug: 'harbour-kia', manufacturers: ['Kia'], licenceLabel: 'DL', dealerLicenceNumber: 'MD 24013', companyName: 'Harbour Auto Group Pty Ltd' },
      { name: 'Harbour Ford Brisbane', slug: 'harbour-ford-brisbane', manufacturers: ['Ford'], licenceLabel: 'DL', dealerLicenceNumber: '3700112', motorVehicleRepairer: '61234', companyName: 'Harbour Auto Group (QLD) Pty Ltd' },
      { name: 'Harbour Mitsubishi Gold Coast', slug: 'harbour-mitsubishi-gold-coast', manufacturers: ['Mitsubishi'], licenceLabel: 'DL', dealerLicenceNumber: '3700113', companyName: 'Harbour Auto Group (QLD) Pty Ltd' },
      { name: 'Harbour Used Cars', slug: 'harbour-used-cars', manufacturers: [], licenceLabel: 'CL', dealerLicenceNumber: 'CL 0099', companyName: 'Harbour Auto Group Pty Ltd' },
    ],
    locations: [
      { name: 'Harbour Mazda Sydney', slug: 'harbour-mazda-sydney', dealership: 'harbour-mazda', location_type: 'sales', primary: true, manufacturers: ['Mazda'], address: { street: '210 Parramatta Road', city: 'Camperdown', state: 'nsw', postcode: '2050', lat: -33.8887, long: 151.1764 }, phone: '02 9555 0210', hours: 'sales', rating: { average: 4.8, count: 1312 } },
      { name: 'Harbour Hyundai Newcastle', slug: 'harbour-hyundai-newcastle', dealership: 'harbour-hyundai', location_type: 'sales', manufacturers: ['Hyundai'], address: { street: '45 Hunter Street', city: 'Newcastle', state: 'nsw', postcode: '2300', lat: -32.9271, long: 151.7765 }, phone: '02 4955 0220', hours: 'salesLateThursday', rating: { average: 4.5, count: 388 } },
      { name: 'Harbour Kia Wollongong', slug: 'harbour-kia-wollongong', dealership: 'harbour-kia', location_type: 'sales', manufacturers: ['Kia'], address: { street: '12 Crown Street', city: 'Wollongong', state: 'nsw', postcode: '2500', lat: -34.4248, long: 150.8931 }, phone: '02 4255 0230', hours: 'sales', badgeText: 'Coming Late 2025' },
      { name: 'Harbour Ford Brisbane', slug: 'harbour-ford-brisbane', dealership: 'harbour-ford-brisbane', location_type: 'sales', manufacturers: ['Ford'], address: { street: '500 Ipswich Road', city: 'Annerley', state: 'qld', postcode: '4103', lat: -27.5101, long: 153.0315 }, phone: '07 3555 0240', hours: 'sales', rating: { average: 4.4, count: 97 } },
      { name: 'Harbour Ford Service Centre', slug: 'harbour-ford-service', dealership: 'harbour-ford-brisbane', location_type: 'service', manufacturers: ['Ford'], address: { street: '500 Ipswich Road', city: 'Annerley', state: 'qld', postcode: '4103', lat: -27.5101, long: 153.0315 }, phone: '07 3555 0241', hours: 'service' },
      { name: 'Harbour Mitsubishi Gold Coast', slug: 'harbour-mitsubishi-gold-coast', dealership: 'harbour-mitsubishi-gold-coast', location_type: 'sales', manufacturers: ['Mitsubishi'], subtypes: ['buying'], address: { street: '77 Gold Coast Highway', city: 'Southport', state: 'qld', postcode: '4215', lat: -27.9707, long: 153.4141 }, phone: '07 5555 0250', hours: 'sales', rating: { average: 4.9, count: 61 } },
      // Every car has a place a shopper can visit (issue 32): the used-car yard of Harbour Used Cars.
      { name: 'Harbour Used Cars Auburn', slug: 'harbour-used-cars-auburn', dealership: 'harbour-used-cars', location_type: 'sales', subtypes: ['used'], address: { street: '150 Parramatta Road', city: 'Auburn', state: 'nsw', postcode: '2144', lat: -33.8496, long: 151.0331 }, phone: '02 9555 0260', hours: 'salesLateThursday', rating: { average: 4.6, count: 203 } },
    ],
  },
  {
    slug: 'outback-caravans',
    name: 'Outback Caravans & Used Cars',
    template: 'outdoor',
    domains: ['www.outbackcaravans.example'],
    phone: '07 4655 0300',
    email: 'sales@outbackcaravans.example',
    address: '1 Warrego Highway, Toowoomba QLD 4350',
    defaultState: 'qld',
    financeProvider: 'AusLoans',
    companyName: 'Outback Caravans Pty Ltd',
    branding: { primaryColour: '#78350f', secondaryColour: '#fffbeb', accentColour: '#15803d', textOnPrimary: '#ffffff', font: 'rounded' },
    settings: {
      // Google vehicle ads and Meta catalog feeds at /feeds/… (issue 35; off for a new site).
      listingFeedsEnabled: true,
      // Platform-wide offers (e.g. the trade-in bonus) show here: this dealer opted in (issue 32).
      showPlatformOffers: true,
      // Trade-in valuation: on, with this dealer's reconditioning cost and margin.
      valuationEnabled: true, valuationReconditioningCost: 2000, valuationMarginPercent: 14,
      stockCarTypes: ['used'],
      stockItemTypes: ['car', 'caravan'],
      // Reserve online at /cars/{slug}/buy-online, and buy used cars online.
      reservationsEnabled: true,
      savedSearchesEnabled: true,
      onlinePurchaseUsed: true,
      reservePath: 'buy-online',
      truckMapsTo: 'ute',
      financeProvider: 'AusLoans',
      hideFavouritesWithoutImages: true,
      vehiclePageCopy: {
        whatsIncluded: 'A full pre-delivery check of gas, water, electrics and brakes\nA walk-through handover at our Toowoomba yard\nA roadworthy or safety certificate\nThe balance of the manufacturer warranty',
        whyBuyFromUs: "Queensland's Darling Downs caravan specialists\nOur own caravan service and repair centre\nTrade your car or caravan in on the spot\nFinance for touring, from first van to full-time travel",
        // {vehicle}: "van" on a caravan's page, "car" on a car's (issue 32).
        reserveOnline: 'Reserve online and we will hold the {vehicle} while you arrange a viewing or finance.',
        protectYourCar: 'Caravan extended warranty up to 5 years\nCaravan insurance including contents and emergency accommodation\nAnnual service plans at our workshop',
      },
    },
    dealerships: [
      { name: 'Outback Caravans', slug: 'outback-caravans', manufacturers: ['Jayco', 'Coromal', 'Avan'], licenceLabel: 'DL', dealerLicenceNumber: '3811223', motorVehicleRepairer: '70011', companyName: 'Outback Caravans Pty Ltd' },
    ],
    locations: [
      { name: 'Outback Caravans Toowoomba', slug: 'outback-caravans-toowoomba', dealership: 'outback-caravans', location_type: 'sales', primary: true, manufacturers: ['Jayco', 'Coromal', 'Avan'], subtypes: ['caravans', 'used'], address: { street: '1 Warrego Highway', city: 'Toowoomba', state: 'qld', postcode: '4350', lat: -27.5598, long: 151.9507 }, phone: '07 4655 0300', hours: 'caravans', rating: { average: 4.7, count: 524 } },
      { name: 'Outback Caravans Service', slug: 'outback-caravans-service', dealership: 'outback-caravans', location_type: 'service', address: { street: '1 Warrego Highway', city: 'Toowoomba', state: 'qld', postcode: '4350', lat: -27.5598, long: 151.9507 }, phone: '07 4655 0311', hours: 'service' },
    ],
  },
]
