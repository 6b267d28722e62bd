'use client'
/**
 * The steps and fields of each lead form kind (SPEC.md §5). A step lists the field names it
 * validates before "Next"; only the test drive has two steps (SPEC.md §4).
 */
import type { ReactNode } from 'react'
import { useFormContext } from 'react-hook-form'
import type { LeadFormKind } from '@/forms/schemas'
import type { LeadCarContext } from '@/forms/carContext'
import { TEST_DRIVE_DATE_LABEL } from '@/forms/messages'
import { CheckboxField, SelectField, TextAreaField, TextField } from './Fields'
import { PostcodeInput } from './PostcodeInput'
import { PlaceFields } from './PlaceFields'
import { TestDriveDateField } from './TestDriveDateField'
import { CheckOptions } from './CheckOptions'
import { PhotoUploadField } from './PhotoUploadField'
import type { LeadFormLocation, LeadFormSite } from './types'
import { ENQUIRY_SUBMIT_LABEL } from './labels'

export interface StepContext {
  kind: LeadFormKind
  site: LeadFormSite
  car: LeadCarContext | null
  categories: readonly string[]
  checkOptions: readonly string[]
  showDealership: boolean
  showLocation: boolean
  locations: readonly LeadFormLocation[]
  department?: 'sales' | 'service' | 'parts'
}

export interface FormStep {
  title: string
  fields: readonly string[]
  submitLabel?: string
  render: () => ReactNode
}

/** Services offered on the service booking form. */
const SERVICE_OPTIONS = ['Logbook service', 'Brakes', 'Tyres', 'Wheel alignment', 'Air conditioning', 'Battery', 'Other repairs'] as const

const PLACE_FIELDS = ['dealership', 'location']

function ContactFields() {
  return (
    <>
      <TextField name="name" label="Name" required autoComplete="name" placeholder="Your name" />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField name="email" label="Email" type="email" required autoComplete="email" placeholder="name@example.com" />
        <TextField name="phone" label="Phone" type="tel" required autoComplete="tel" inputMode="tel" placeholder="0412 345 678" />
      </div>
    </>
  )
}

/** SPEC.md §2 Other: the compact contact block (postcode and phone side by side, e-mail below). */
function CompactContactBlock() {
  return (
    <div className="space-y-4" data-testid="compact-contact">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField name="name" label="First name" required autoComplete="given-name" placeholder="First name" />
        <TextField name="last_name" label="Last name" autoComplete="family-name" placeholder="Last name" />
      </div>
      <div className="grid grid-cols-2 gap-4">
        <PostcodeInput />
        <TextField name="phone" label="Mobile" type="tel" required autoComplete="tel" inputMode="tel" placeholder="0412 345 678" />
      </div>
      <TextField name="email" label="Email" type="email" required autoComplete="email" placeholder="name@example.com" />
    </div>
  )
}

function Message({ required }: { required: boolean }) {
  return <TextAreaField name="message" label="Message" required={required} placeholder="How can we help?" />
}

function OptIn() {
  return <CheckboxField name="opt_in" label="Keep me up to date with offers and news (you can unsubscribe at any time)." />
}

function Category({ categories }: { categories: readonly string[] }) {
  return <SelectField name="category" label="Enquiry type" required options={categories.map((c) => ({ value: c, label: c }))} />
}

export function stepsFor(ctx: StepContext): FormStep[] {
  const place = () => (
    <PlaceFields
      site={ctx.site}
      locations={ctx.locations}
      showDealership={ctx.showDealership}
      showLocation={ctx.showLocation}
      department={ctx.department}
    />
  )
  const placeNames = ctx.car ? [] : PLACE_FIELDS
  switch (ctx.kind) {
    case 'test-drive':
      return [
        {
          title: 'Your details',
          fields: ['name', 'email', 'phone', ...placeNames],
          render: () => (
            <>
              <ContactFields />
              {place()}
            </>
          ),
        },
        {
          title: 'Your booking',
          fields: ['booking_date', 'message', 'opt_in'],
          submitLabel: 'Book Test Drive',
          render: () => (
            <>
              <TestDriveDateField site={ctx.site} car={ctx.car} label={TEST_DRIVE_DATE_LABEL} />
              <TextAreaField name="message" label="Message" placeholder="Anything we should know?" />
              <OptIn />
            </>
          ),
        },
      ]
    case 'request-photos':
      return [
        {
          title: 'Request photos',
          fields: ['name', 'email', 'phone', 'photos_request', 'message', 'opt_in'],
          submitLabel: 'Request Photos',
          render: () => (
            <>
              <HiddenText name="photos_request" />
              <ContactFields />
              <TextAreaField name="message" label="Message" placeholder="Anything in particular you would like to see?" />
              <OptIn />
            </>
          ),
        },
      ]
    case 'contact':
      return [
        {
          title: 'Enquiry',
          fields: ['name', 'last_name', 'postcode', 'phone', 'email', 'category', 'message', 'opt_in', ...placeNames],
          submitLabel: ENQUIRY_SUBMIT_LABEL,
          render: () => (
            <>
              <CompactContactBlock />
              {ctx.categories.length > 1 ? <Category categories={ctx.categories} /> : null}
              {place()}
              <Message required={ctx.site.messageRequired} />
              <CheckOptions options={ctx.checkOptions} />
              <OptIn />
            </>
          ),
        },
      ]
    case 'service':
      return [
        {
          title: 'Book a service',
          fields: ['name', 'email', 'phone', 'vehicle', 'rego', 'preferred_date', 'services', 'message', 'opt_in', ...placeNames],
          submitLabel: 'Book Service',
          render: () => (
            <>
              <ContactFields />
              {place()}
              <div className="grid gap-4 sm:grid-cols-2">
                <TextField name="vehicle" label="Your car" required placeholder="e.g. 2019 Toyota Corolla" />
                <TextField name="rego" label="Rego" placeholder="e.g. 123ABC" maxLength={20} />
              </div>
              <TextField name="preferred_date" label="Preferred date" type="date" />
              <fieldset>
                <legend className="mb-1 text-sm font-semibold text-gray-900">Services (optional)</legend>
                <CheckOptions options={SERVICE_OPTIONS} name="services" bare />
              </fieldset>
              <TextAreaField name="message" label="Message" placeholder="Anything else we should know?" />
              <OptIn />
            </>
          ),
        },
      ]
    case 'sell-my-car':
      return [
        {
          title: 'Sell your car',
          fields: ['name', 'email', 'phone', 'postcode', 'rego', 'make', 'model', 'year', 'odometer', 'photos', 'message', 'opt_in', ...placeNames],
          submitLabel: 'Get My Offer',
          render: () => (
            <>
              <ContactFields />
              <PostcodeInput />
              <div className="grid gap-4 sm:grid-cols-2">
                <TextField name="make" label="Make" required placeholder="e.g. Toyota" />
                <TextField name="model" label="Model" required placeholder="e.g. Corolla" />
                <TextField name="year" label="Year" required inputMode="numeric" maxLength={4} placeholder="e.g. 2019" />
                <TextField name="odometer" label="Odometer (km)" inputMode="numeric" placeholder="e.g. 65000" />
                <TextField name="rego" label="Rego" maxLength={20} placeholder="e.g. 123ABC" />
              </div>
              <PhotoUploadField />
              {place()}
              <TextAreaField name="message" label="Message" placeholder="Condition, service history, extras…" />
              <OptIn />
            </>
          ),
        },
      ]
    case 'finance':
      return [
        {
          title: 'Finance enquiry',
          fields: ['name', 'email', 'phone', 'postcode', 'vehiclePriceBudget', 'car_type', 'message', 'opt_in', ...placeNames],
          submitLabel: 'Send Finance Enquiry',
          render: () => (
            <>
              <ContactFields />
              <PostcodeInput />
              <div className="grid gap-4 sm:grid-cols-2">
                <TextField name="vehiclePriceBudget" label="Vehicle price budget ($)" inputMode="numeric" placeholder="e.g. 30000" />
                <SelectField
                  name="car_type"
                  label="Car type"
                  placeholder="Any"
                  options={[
                    { value: 'new', label: 'New' },
                    { value: 'demo', label: 'Demo' },
                    { value: 'used', label: 'Used' },
                  ]}
                />
              </div>
              {place()}
              <TextAreaField name="message" label="Message" placeholder="Anything else we should know?" />
              <OptIn />
            </>
          ),
        },
      ]
    case 'enquiry':
    default:
      return [
        {
          title: 'Enquiry',
          fields: ['name', 'email', 'phone', 'category', 'message', 'opt_in', ...placeNames],
          submitLabel: ENQUIRY_SUBMIT_LABEL,
          render: () => (
            <>
              <ContactFields />
              <Category categories={ctx.categories} />
              {place()}
              <Message required={ctx.site.messageRequired} />
              <CheckOptions options={ctx.checkOptions} />
              <OptIn />
            </>
          ),
        },
      ]
  }
}

/** A value sent with the form but not shown (SPEC.md §5 Request photos: a hidden text field). */
function HiddenText({ name }: { name: string }) {
  const { register } = useFormContext()
  return <input type="hidden" {...register(name)} />
}
