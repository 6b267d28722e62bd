/**
 * Texts of the lead forms (SPEC.md §5, §8), shared by the browser forms and the submit endpoint.
 * SPEC.md gives the postcode message, the placeholders, the test-drive label, the photo-request
 * text and the error summary heading verbatim; the other messages are ours, written to say what
 * to fix.
 */
import { POSTCODE_MESSAGE } from '@/rules/postcode'

export const FORM_MESSAGES = {
  nameRequired: 'Please enter your name.',
  lastNameRequired: 'Please enter your last name.',
  emailRequired: 'Please enter your email address.',
  emailInvalid: 'Please enter a valid email address, e.g. name@example.com.',
  phoneRequired: 'Please enter your phone number.',
  phoneInvalid: 'Please enter a valid Australian phone number, e.g. 0412 345 678.',
  postcodeInvalid: POSTCODE_MESSAGE,
  messageRequired: 'Please enter a message.',
  categoryRequired: 'Please select a category.',
  categoryInvalid: 'Please select a category from the list.',
  dealershipRequired: 'Please select a preferred dealership.',
  locationRequired: 'Please select a dealership location.',
  dateInvalid: 'Please enter a valid date and time.',
  vehicleRequired: 'Please tell us which car.',
  makeRequired: 'Please enter the make of your car.',
  modelRequired: 'Please enter the model of your car.',
  yearInvalid: 'Please enter a year between 1900 and next year.',
  odometerInvalid: 'Please enter the odometer reading in kilometres (a whole number).',
  budgetInvalid: 'Please enter an amount between $0 and $10,000,000.',
  tooLong: (max: number) => `Please use at most ${max} characters.`,
  invalidText: 'Please enter text.',
  tooManyItems: (max: number) => `Please choose at most ${max}.`,
} as const

/** SPEC.md §5 Form error summary. */
export const ERROR_SUMMARY_HEADING = 'Please fix the following errors:'
/** SPEC.md §5 Enquiry form: dealership select placeholder. */
export const DEALERSHIP_PLACEHOLDER = 'Select a Preferred Dealership'
/** SPEC.md §5 Enquiry form: website location select placeholder (or a department). */
export const LOCATION_PLACEHOLDER = 'Please Select a Dealership Location'
/** SPEC.md §5 Test drive form. */
export const TEST_DRIVE_DATE_LABEL = 'Test Drive Booking Date'
/** SPEC.md §5 Request photos form: the hidden text's default. */
export const PHOTOS_REQUEST_TEXT = 'Please send photos for this car'
/** SPEC.md §8 Lead submit failure (SPEC keeps the spelling). */
export const LEAD_SUBMIT_FAILURE = 'An unexpected error occured'
/** SPEC.md §8 Enquiry form submit failure. */
export const ENQUIRY_SUBMIT_FAILURE = 'An error occurred when submitting this form'
