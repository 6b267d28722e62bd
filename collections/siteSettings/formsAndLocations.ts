/** Site settings: the “Forms and locations” group (collections/siteSettingsFields.ts lists every group). */
import type { Field } from 'payload'
import { stringList } from './shared'

export const formsAndLocations: Field = {
  type: 'collapsible',
  label: 'Forms and locations',
  fields: [
    { name: 'enquiryMessageRequired', type: 'checkbox', defaultValue: true },
    { name: 'termsOfUseNote', type: 'checkbox', defaultValue: false, admin: { description: 'Show that the terms of use must be agreed before submitting.' } },
    { name: 'captchaEnabled', type: 'checkbox', defaultValue: true },
    {
      name: 'leadSourceTracking',
      label: 'Lead source tracking',
      type: 'checkbox',
      defaultValue: true,
      admin: {
        description:
          "Every lead keeps where the shopper came from (the landing's utm_* tags, gclid, fbclid and referrer, first and last touch of the visit; read in the browser, no cookie, no third-party script). Staff see it as Source on the lead and on the dashboard.",
      },
    },
    {
      name: 'usedTestDriveFlagged',
      label: 'Used-car test drives: event id 48',
      type: 'checkbox',
      defaultValue: false,
      admin: { description: 'A test drive of a used car is stored and tracked with event id 48 instead of 15 (SPEC.md §9 Event ids).' },
    },
    stringList('excludedLocationIds', 'Excluded location ids', 'Locations left out of location selectors.'),
    stringList('fixedLicenceNumbers', 'Fixed licence numbers', 'Licence numbers always shown in the footer.'),
    {
      name: 'senderEmail',
      label: 'Shopper mail sender address',
      type: 'email',
      admin: {
        description:
          'Mail to shoppers (sign-in codes, enquiry confirmations) comes from the site name at this address. Empty uses the platform address (MAIL_FROM). The mail server must be allowed to send as it (SPF/DKIM).',
      },
    },
  ],
}
