/** Shown on every page the local test payment provider touches. */
import { TEST_MODE_LABEL } from '@/payments/types'

export function TestModeBanner() {
  return (
    <p role="note" className="mb-4 rounded border-2 border-dashed border-amber-500 bg-amber-50 px-4 py-2 text-center font-bold text-amber-950" data-testid="test-mode">
      {TEST_MODE_LABEL}
    </p>
  )
}
