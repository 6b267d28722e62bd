/** Button and dialog texts of the lead forms. SPEC.md §2: the enquiry modal's default title is the enquiry-submit label. */
export const ENQUIRY_SUBMIT_LABEL = 'Send Enquiry'
