/**
 * The vehicle page's lead buttons: Enquire, Book a test drive, Request photos. The forms are
 * built on the leads branch (LeadFormButton from src/components/leads/LeadFormButton.tsx, with
 * the car as a LeadCarContext); until it is merged these are plain buttons marked with
 * data-lead-form={kind} so the lead can swap LeadFormButton in here, in one place.
 */
import type { LeadCarContext } from '../../forms/carContext'

export type LeadKind = 'enquiry' | 'test-drive' | 'request-photos'

type Props = { kind: LeadKind; car: LeadCarContext; className?: string; children: React.ReactNode }

export function LeadButton({ kind, car, className, children }: Props) {
  return (
    <button type="button" data-lead-form={kind} data-car-id={car.id} className={className}>
      {children}
    </button>
  )
}

export function LeadButtons({ car, enquire, testDrive, primaryClass, secondaryClass }: { car: LeadCarContext; enquire: boolean; testDrive: boolean; primaryClass: string; secondaryClass: string }) {
  return (
    <>
      {enquire ? (
        <LeadButton kind="enquiry" car={car} className={primaryClass}>
          Enquire now
        </LeadButton>
      ) : null}
      {testDrive ? (
        <LeadButton kind="test-drive" car={car} className={secondaryClass}>
          Book a test drive
        </LeadButton>
      ) : null}
    </>
  )
}
