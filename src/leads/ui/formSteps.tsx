'use client'
/**
 * The steps and fields of each lead form kind (SPEC.md §5). A step lists the field names it
 * validates before "Next"; only the test drive has two steps (SPEC.md §4).
 */
import type { ReactNode } from 'react'
import type { LeadFormKind } from '@/forms/schemas'
import type { LeadCarContext } from '@/forms/carContext'
import { TEST_DRIVE_DATE_LABEL } from '@/forms/messages'
import { SelectField, TextAreaField, TextField } from '../../forms/ui/Fields'
import { PostcodeInput } from '../../forms/ui/PostcodeInput'
import { Category, CompactContactBlock, ContactFields, HiddenText, Message, OptIn } from './leadFieldGroups'
import { PlaceFields } from './PlaceFields'
import { TestDriveDateField } from './TestDriveDateField'
import { CheckOptions } from './CheckOptions'
import { PhotoUploadField } from './PhotoUploadField'
import type { LeadFormLocation, LeadFormSite } from '../leadFormTypes'
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

/** The dealership and location questions: the names a step validates (none when the form is about a car) and their fields. */
interface Place {
  names: readonly string[]
  render: () => ReactNode
}

function testDriveSteps(ctx: StepContext, place: Place): FormStep[] {
  return [
    {
      title: 'Your details',
      fields: ['name', 'email', 'phone', ...place.names],
      render: () => (
        <>
          <ContactFields />
          {place.render()}
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
}

function requestPhotosSteps(): FormStep[] {
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
}

function contactSteps(ctx: StepContext, place: Place): FormStep[] {
  return [
    {
      title: 'Enquiry',
      fields: ['name', 'last_name', 'postcode', 'phone', 'email', 'category', 'message', 'opt_in', ...place.names],
      submitLabel: ENQUIRY_SUBMIT_LABEL,
      render: () => (
        <>
          <CompactContactBlock />
          {ctx.categories.length > 1 ? <Category categories={ctx.categories} /> : null}
          {place.render()}
          <Message required={ctx.site.messageRequired} />
          <CheckOptions options={ctx.checkOptions} />
          <OptIn />
        </>
      ),
    },
  ]
}

function serviceSteps(ctx: StepContext, place: Place): FormStep[] {
  return [
    {
      title: 'Book a service',
      fields: ['name', 'email', 'phone', 'vehicle', 'rego', 'preferred_date', 'services', 'message', 'opt_in', ...place.names],
      submitLabel: 'Book Service',
      render: () => (
        <>
          <ContactFields />
          {place.render()}
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
}

function sellMyCarSteps(ctx: StepContext, place: Place): FormStep[] {
  return [
    {
      title: 'Sell your car',
      fields: ['name', 'email', 'phone', 'postcode', 'rego', 'make', 'model', 'year', 'odometer', 'photos', 'message', 'opt_in', ...place.names],
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
          {place.render()}
          <TextAreaField name="message" label="Message" placeholder="Condition, service history, extras…" />
          <OptIn />
        </>
      ),
    },
  ]
}

function financeSteps(ctx: StepContext, place: Place): FormStep[] {
  return [
    {
      title: 'Finance enquiry',
      fields: ['name', 'email', 'phone', 'postcode', 'vehiclePriceBudget', 'car_type', 'message', 'opt_in', ...place.names],
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
          {place.render()}
          <TextAreaField name="message" label="Message" placeholder="Anything else we should know?" />
          <OptIn />
        </>
      ),
    },
  ]
}

function enquirySteps(ctx: StepContext, place: Place): FormStep[] {
  return [
    {
      title: 'Enquiry',
      fields: ['name', 'email', 'phone', 'category', 'message', 'opt_in', ...place.names],
      submitLabel: ENQUIRY_SUBMIT_LABEL,
      render: () => (
        <>
          <ContactFields />
          <Category categories={ctx.categories} />
          {place.render()}
          <Message required={ctx.site.messageRequired} />
          <CheckOptions options={ctx.checkOptions} />
          <OptIn />
        </>
      ),
    },
  ]
}

const STEPS_BY_KIND: Record<LeadFormKind, (ctx: StepContext, place: Place) => FormStep[]> = {
  'test-drive': testDriveSteps,
  'request-photos': requestPhotosSteps,
  contact: contactSteps,
  service: serviceSteps,
  'sell-my-car': sellMyCarSteps,
  finance: financeSteps,
  enquiry: enquirySteps,
}

export function stepsFor(ctx: StepContext): FormStep[] {
  const render = () => (
    <PlaceFields
      site={ctx.site}
      locations={ctx.locations}
      showDealership={ctx.showDealership}
      showLocation={ctx.showLocation}
      department={ctx.department}
    />
  )
  const place: Place = { names: ctx.car ? [] : PLACE_FIELDS, render }
  return (STEPS_BY_KIND[ctx.kind] ?? enquirySteps)(ctx, place)
}
