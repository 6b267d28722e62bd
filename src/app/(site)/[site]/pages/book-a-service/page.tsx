import { leadFormRouteMetadata, leadFormRoutePage } from '@/site/leadFormPage'
import { LEAD_FORM_ROUTES } from '@/site/leadFormRoutes'

export const generateMetadata = leadFormRouteMetadata(LEAD_FORM_ROUTES.bookAService)
export default leadFormRoutePage(LEAD_FORM_ROUTES.bookAService)
