/** Trade-in FAQ (SPEC.md §2): five collapsible questions, answers from SPEC.md §9 Trade-in. */
import type { Block } from 'payload'

export const DEFAULT_TRADE_IN_FAQS = [
  {
    question: 'What types of vehicles do you buy or trade?',
    answer:
      'We buy and take trade-ins on most cars, SUVs, utes and vans, whether or not you are buying your next car from us.\n\n' +
      'Cars over 7 years old or with more than 100,000 km on the odometer generally do not get an online estimate. Contact us and we will value your car in person instead.',
  },
  {
    question: 'How is my online estimate calculated?',
    answer:
      'Your estimate uses current market pricing from a third-party valuation tool, together with the details you give us: the make, model, year, odometer reading and service history.\n\n' +
      'It assumes all of the car\'s components are present, it comes with 2 sets of keys, it has no illegal modifications and it is in good condition.',
  },
  {
    question: 'How do I know the exact trade-in price?',
    answer:
      'The online estimate is indicative only and is subject to an inspection of your car. Once we have inspected it we will confirm your final price, which may differ from the estimate if the car\'s condition or details are not as described online.',
  },
  {
    question: 'Can I sell my car if it is still under finance?',
    answer:
      'Yes. You will need a letter from your finance institution stating the outstanding balance on your loan.\n\n' +
      'We pay the offer to your finance institution first to clear the loan, and any surplus is paid to you by direct credit.',
  },
  {
    question: 'Where can my car be inspected?',
    answer:
      'Your car is inspected at our dealership location. Bring the car, both sets of keys and its service history, and our team will look it over and confirm your offer on the spot. Contact us to arrange a time that suits you.',
  },
]

export const TradeInFaqBlock: Block = {
  slug: 'tradeInFaq',
  interfaceName: 'TradeInFaqBlock',
  labels: { singular: 'Trade-in FAQ', plural: 'Trade-in FAQs' },
  fields: [
    { name: 'heading', type: 'text', defaultValue: 'Trade-in FAQs', admin: { description: 'Leave empty for no heading.' } },
    { name: 'intro', type: 'textarea', admin: { rows: 2, description: 'Optional text under the heading.' } },
    {
      name: 'items',
      label: 'Questions',
      type: 'array',
      minRows: 1,
      defaultValue: DEFAULT_TRADE_IN_FAQS,
      labels: { singular: 'Question', plural: 'Questions' },
      admin: { description: 'Each question opens to show its answer. A blank line in an answer starts a new paragraph.' },
      fields: [
        { name: 'question', type: 'text', required: true },
        { name: 'answer', type: 'textarea', required: true, admin: { rows: 4 } },
      ],
    },
  ],
}
