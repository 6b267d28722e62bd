// Liveness: the process answers; never touches the database.
export { liveness as GET } from '@/api/health'
export const dynamic = 'force-dynamic'
