/** Lead forms shared by the browser and the server: schemas, texts, the submit envelope. */
export type { LeadCarContext } from './carContext'
export * from './messages'
export * from './fields'
export * from './schemas'
export * from './envelope'
export * from './errors'
export { relabelCareers, isCareersEnquiry, GENERAL_ENQUIRY, CAREERS_ENQUIRY, CAREER_SUBCATEGORY } from '@/rules/careersRelabel'
export { collectAdditionalServices, checkOptionLabel, isCheckOption, CHECK_OPTION_SUFFIX } from '@/rules/additionalServices'
