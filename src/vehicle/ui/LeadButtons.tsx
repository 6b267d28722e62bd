/**
 * The vehicle page's lead buttons: Enquire, Book a test drive, Request photos. Each opens its
 * form in a dialog (LeadFormButton, src/leads/ui/), with the car as a LeadCarContext.
 * The button's code loads on first intent; a click before then opens the dialog once it has.
 */
import type { LeadCarContext } from '@/forms/carContext'
import { LazyLeadFormButton as LeadFormButton } from './LazyCarParts'

type LeadKind = 'enquiry' | 'test-drive' | 'request-photos'

type Props = { kind: LeadKind; car: LeadCarContext; className?: string; children: React.ReactNode }

export function LeadButton({ kind, car, className, children }: Props) {
  return (
    <LeadFormButton kind={kind} car={car} className={className}>
      {children}
    </LeadFormButton>
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
