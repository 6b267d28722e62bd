/** The lead form routes of SPEC.md §2 and the form each shows when the site has no editor page there. */
import type { LeadFormRoute } from './leadFormPage'

const finance = (slug: string | null, title: string): LeadFormRoute => ({
  slug,
  kind: 'finance',
  title,
  intro: 'Tell us a little about you and the car you are after, and our finance team will call you with options. Estimates are indicative only and finance is for approved applicants only.',
})

export const LEAD_FORM_ROUTES = {
  bookTestDrive: {
    slug: 'book-test-drive',
    kind: 'test-drive',
    title: 'Book a test drive',
    intro: 'Choose a location and a time that suits you. We will confirm your booking by phone or e-mail.',
    testDriveOnly: true,
  },
  service: {
    slug: 'service',
    kind: 'service',
    title: 'Book a service',
    intro: 'Tell us about your car and when suits you; our service team will confirm the time.',
    department: 'service',
  },
  bookAService: {
    slug: 'book-a-service',
    kind: 'service',
    title: 'Book a service',
    intro: 'Tell us about your car and when suits you; our service team will confirm the time.',
    department: 'service',
  },
  sellMyCar: {
    slug: 'sell-my-car',
    kind: 'sell-my-car',
    title: 'Sell my car',
    intro: 'Tell us about your car and we will come back to you with an offer.',
  },
  finance: finance('finance', 'Car finance'),
  financeEnquiry: finance('finance-enquiry', 'Finance enquiry'),
  applyForFinance: finance('apply-for-finance', 'Apply for finance'),
  financePreApproval: finance('finance-pre-approval', 'Finance pre-approval'),
  personalisedFinance: finance(null, 'Your personalised finance'),
} satisfies Record<string, LeadFormRoute>
