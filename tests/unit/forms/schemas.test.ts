import { describe, expect, it } from 'vitest'
import {
  contactSchema,
  DEFAULT_CATEGORY,
  enquirySchema,
  financeSchema,
  isLeadFormKind,
  LEAD_FORM_KINDS,
  leadFormSchema,
  requestPhotosSchema,
  sellMyCarSchema,
  serviceSchema,
  testDriveSchema,
} from '@/forms/schemas'
import { leadSubmissionSchema } from '@/forms/envelope'
import { fieldErrors } from '@/forms/errors'
import { FORM_MESSAGES, PHOTOS_REQUEST_TEXT } from '@/forms/messages'
import { zodResolver } from '@/forms/zodResolver'

const contact = { name: 'Jane Citizen', email: 'jane@example.com', phone: '0412 345 678' }

function errorsOf(result: { success: boolean; error?: unknown }) {
  expect(result.success).toBe(false)
  return fieldErrors(result.error as never)
}

describe('enquiry form (SPEC.md §5 Enquiry form)', () => {
  it('accepts a complete enquiry and applies SPEC defaults: category General Enquiry, opt_in true', () => {
    const out = enquirySchema().parse({ ...contact, message: 'Is it available?' })
    expect(out.category).toBe('General Enquiry')
    expect(out.opt_in).toBe(true)
    expect(out.rego).toBeUndefined()
  })
  it('requires the message unless the site disables that', () => {
    expect(errorsOf(enquirySchema().safeParse({ ...contact }))).toEqual({ message: FORM_MESSAGES.messageRequired })
    expect(errorsOf(enquirySchema().safeParse({ ...contact, message: '   ' }))).toEqual({ message: FORM_MESSAGES.messageRequired })
    expect(enquirySchema({ messageRequired: false }).safeParse({ ...contact }).success).toBe(true)
  })
  it('keeps opt_in when the shopper unticks it', () => {
    expect(enquirySchema().parse({ ...contact, message: 'x', opt_in: false }).opt_in).toBe(false)
  })
  it('gives clear messages for missing name, e-mail and phone', () => {
    expect(errorsOf(enquirySchema().safeParse({ message: 'hi' }))).toEqual({
      name: FORM_MESSAGES.nameRequired,
      email: FORM_MESSAGES.emailRequired,
      phone: FORM_MESSAGES.phoneRequired,
    })
  })
  it('refuses a bad e-mail and a non-Australian phone', () => {
    const errors = errorsOf(enquirySchema().safeParse({ ...contact, email: 'jane@', phone: '+1 415 555 0100', message: 'x' }))
    expect(errors).toEqual({ email: FORM_MESSAGES.emailInvalid, phone: FORM_MESSAGES.phoneInvalid })
  })
  it('requires the dealership and location only when the site says so', () => {
    expect(enquirySchema().safeParse({ ...contact, message: 'x' }).success).toBe(true)
    const errors = errorsOf(enquirySchema({ dealershipRequired: true, locationRequired: true }).safeParse({ ...contact, message: 'x', dealership: '', location: '' }))
    expect(errors).toEqual({ dealership: FORM_MESSAGES.dealershipRequired, location: FORM_MESSAGES.locationRequired })
  })
  it('accepts only categories from the list', () => {
    expect(enquirySchema().parse({ ...contact, message: 'x', category: 'Careers Enquiry' }).category).toBe('Careers Enquiry')
    expect(errorsOf(enquirySchema({ categories: ['General Enquiry', 'Parts'] }).safeParse({ ...contact, message: 'x', category: 'Careers Enquiry' }))).toEqual({
      category: FORM_MESSAGES.categoryInvalid,
    })
  })
  it('keeps HTML and scripts as text and bounds the length', () => {
    const script = '<script>alert(1)</script><b>hi</b>'
    expect(enquirySchema().parse({ ...contact, name: script, message: script }).message).toBe(script)
    expect(errorsOf(enquirySchema().safeParse({ ...contact, message: 'x'.repeat(5001) }))).toEqual({ message: FORM_MESSAGES.tooLong(5000) })
  })
  it('refuses wrong types with a message, not an exception', () => {
    const errors = errorsOf(enquirySchema().safeParse({ name: 42, email: ['a'], phone: {}, message: true, opt_in: 'yes' }))
    expect(Object.keys(errors).sort()).toEqual(['email', 'message', 'name', 'opt_in', 'phone'])
  })
})

describe('test drive form (SPEC.md §5 Test drive form)', () => {
  it('date-time and message are optional', () => {
    expect(testDriveSchema().parse({ ...contact })).toMatchObject({ ...contact, opt_in: true })
    expect(testDriveSchema().parse({ ...contact, booking_date: '', message: '' }).booking_date).toBeUndefined()
  })
  it('refuses a date that is not a date', () => {
    expect(errorsOf(testDriveSchema().safeParse({ ...contact, booking_date: 'next tuesday-ish' }))).toEqual({ booking_date: FORM_MESSAGES.dateInvalid })
    expect(testDriveSchema().parse({ ...contact, booking_date: '2030-05-01T09:30' }).booking_date).toBe('2030-05-01T09:30')
  })
})

describe('request photos form (SPEC.md §5 Request photos form)', () => {
  it('fills the hidden text with SPEC default; message optional', () => {
    const out = requestPhotosSchema().parse({ ...contact })
    expect(out.photos_request).toBe(PHOTOS_REQUEST_TEXT)
    expect(PHOTOS_REQUEST_TEXT).toBe('Please send photos for this car')
  })
})

describe('compact page form (SPEC.md §2 Other: Enquiry form, §5 Postcode input)', () => {
  const base = { name: 'Jane', postcode: '4000', phone: '0412345678', email: 'jane@example.com', message: 'Call me' }
  it('accepts the compact contact block', () => {
    expect(contactSchema().parse(base)).toMatchObject({ postcode: '4000', category: 'General Enquiry', opt_in: true })
  })
  it.each(['', '400', '40000', '4,000', 'abcd'])('postcode %j gets SPEC message', (postcode) => {
    expect(errorsOf(contactSchema().safeParse({ ...base, postcode }))).toEqual({ postcode: 'Invalid postcode. Please enter a 4-digit number.' })
  })
  it('missing postcode gets SPEC message', () => {
    const { postcode: _p, ...rest } = base
    expect(errorsOf(contactSchema().safeParse(rest))).toEqual({ postcode: 'Invalid postcode. Please enter a 4-digit number.' })
  })
  it('takes checkbox options (bounded)', () => {
    expect(contactSchema().parse({ ...base, check_options: { 'Tint (check_option)': true } }).check_options).toEqual({ 'Tint (check_option)': true })
    const many = Object.fromEntries(Array.from({ length: 30 }, (_, i) => [`o${i}`, true]))
    expect(contactSchema().safeParse({ ...base, check_options: many }).success).toBe(false)
  })
})

describe('service, sell-my-car and finance forms', () => {
  it('service booking: car required, rego/date/services optional', () => {
    expect(errorsOf(serviceSchema().safeParse({ ...contact }))).toEqual({ vehicle: FORM_MESSAGES.vehicleRequired })
    expect(serviceSchema().parse({ ...contact, vehicle: '2019 Toyota Corolla', services: ['Logbook service'] }).services).toEqual(['Logbook service'])
  })
  it('sell my car: make, model, year required; numeric strings count; photos optional', () => {
    const out = sellMyCarSchema().parse({ ...contact, postcode: '2000', make: 'Mazda', model: 'CX-5', year: '2018', odometer: '85000' })
    expect(out).toMatchObject({ year: 2018, odometer: 85000 })
    const errors = errorsOf(sellMyCarSchema().safeParse({ ...contact, postcode: '2000', year: '1850', odometer: '-5' }))
    expect(errors).toEqual({ make: FORM_MESSAGES.makeRequired, model: FORM_MESSAGES.modelRequired, year: FORM_MESSAGES.yearInvalid, odometer: FORM_MESSAGES.odometerInvalid })
  })
  it('finance: budget is a bounded number', () => {
    expect(financeSchema().parse({ ...contact, postcode: '3000', vehiclePriceBudget: '35000' }).vehiclePriceBudget).toBe(35000)
    expect(errorsOf(financeSchema().safeParse({ ...contact, postcode: '3000', vehiclePriceBudget: 'lots' }))).toEqual({ vehiclePriceBudget: FORM_MESSAGES.budgetInvalid })
  })
})

describe('every kind', () => {
  it('has a schema and a default category', () => {
    for (const kind of LEAD_FORM_KINDS) {
      expect(leadFormSchema(kind)).toBeDefined()
      expect(DEFAULT_CATEGORY[kind]).toBeTruthy()
    }
    expect(isLeadFormKind('enquiry')).toBe(true)
    expect(isLeadFormKind('admin')).toBe(false)
  })
})

describe('submit envelope', () => {
  it('takes kind, fields, ids as strings or numbers, page URL, honeypot and captcha', () => {
    const out = leadSubmissionSchema.parse({ kind: 'enquiry', fields: { name: 'x' }, car_id: 12, page_url: '/cars/x', website_url: '', altcha: 'abc' })
    expect(out.car_id).toBe('12')
  })
  it('refuses unknown kinds, missing fields and odd ids', () => {
    const errors = errorsOf(leadSubmissionSchema.safeParse({ kind: 'hack', car_id: "1; drop table" }))
    expect(Object.keys(errors).sort()).toEqual(['car_id', 'fields', 'kind'])
  })
})

describe('react-hook-form resolver', () => {
  it('returns values on success and field messages on failure', async () => {
    const resolver = zodResolver(enquirySchema())
    const ok = await resolver({ ...contact, message: 'hi' }, undefined, { fields: {}, shouldUseNativeValidation: false })
    expect(ok.errors).toEqual({})
    const bad = await resolver({ ...contact, phone: '12' }, undefined, { fields: {}, shouldUseNativeValidation: false })
    expect(bad.errors).toMatchObject({ phone: { message: FORM_MESSAGES.phoneInvalid }, message: { message: FORM_MESSAGES.messageRequired } })
  })
})

describe('SPEC texts', () => {
  it('keeps SPEC wording (and spelling) for headings, placeholders and failures', async () => {
    const m = await import('@/forms/messages')
    expect(m.ERROR_SUMMARY_HEADING).toBe('Please fix the following errors:')
    expect(m.DEALERSHIP_PLACEHOLDER).toBe('Select a Preferred Dealership')
    expect(m.LOCATION_PLACEHOLDER).toBe('Please Select a Dealership Location')
    expect(m.TEST_DRIVE_DATE_LABEL).toBe('Test Drive Booking Date')
    expect(m.LEAD_SUBMIT_FAILURE).toBe('An unexpected error occured')
    expect(m.ENQUIRY_SUBMIT_FAILURE).toBe('An error occurred when submitting this form')
  })
})
