export { readiness as GET } from '@/api/health'
export const dynamic = 'force-dynamic'
