import { leadFormRouteMetadata, leadFormRoutePage } from '@/components/leads/LeadFormPage'
import { LEAD_FORM_ROUTES } from '@/components/leads/routes'

export const generateMetadata = leadFormRouteMetadata(LEAD_FORM_ROUTES.financePreApproval)
export default leadFormRoutePage(LEAD_FORM_ROUTES.financePreApproval)
