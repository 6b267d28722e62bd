// Readiness: 200 when the database answers, 503 when it does not (see README, Operations).
export { readiness as GET } from '@/api/health'
export const dynamic = 'force-dynamic'
