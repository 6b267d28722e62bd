/**
 * Which collections a role sees in the admin's navigation and dashboard: a
 * site editor is not shown the platform's users, makes and settings, which they cannot use.
 * Hiding is about the screen only; access rules still decide every read and write.
 */
import { isPlatformAdminUser } from '@/access/roles'

type Args = { user: { role?: string | null; collection?: string } | null | undefined }

export const hiddenUnlessPlatformAdmin = ({ user }: Args): boolean => !isPlatformAdminUser(user)
