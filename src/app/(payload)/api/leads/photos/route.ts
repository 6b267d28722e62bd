/** POST /api/leads/photos: one /sell-my-car photo, answered with a token the submit references (src/leads/photoUpload.ts). */
import { payloadClient } from '@/data/payload'
import { createLeadPhotoUploadHandler } from '@/leads/photoUpload'

export const runtime = 'nodejs'
export const dynamic = 'force-dynamic'

const upload = createLeadPhotoUploadHandler({ payload: payloadClient })

export function POST(request: Request): Promise<Response> {
  return upload(request)
}
