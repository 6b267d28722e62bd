/**
 * SPEC.md §4 Lead/enquiry forms: "An enquiry with category Careers Enquiry is re-labelled General
 * Enquiry with subcategory Career Enquiry."
 */

export const GENERAL_ENQUIRY = 'General Enquiry'
export const CAREERS_ENQUIRY = 'Careers Enquiry'
const CAREER_SUBCATEGORY = 'Career Enquiry'

export type LeadLabels = { category: string; subcategory?: string | null }

/** The category and subcategory a lead is stored and delivered under. */
export function relabelCareers(labels: LeadLabels): { category: string; subcategory: string | null } {
  if (labels.category.trim() === CAREERS_ENQUIRY) return { category: GENERAL_ENQUIRY, subcategory: CAREER_SUBCATEGORY }
  return { category: labels.category, subcategory: labels.subcategory?.trim() ? labels.subcategory : null }
}

/** Whether the shopper chose the careers category (the analytics event id differs, SPEC.md §9: 51). */
export function isCareersEnquiry(category: string | null | undefined): boolean {
  return (category ?? '').trim() === CAREERS_ENQUIRY
}
