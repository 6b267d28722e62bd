/** Step 1 of the valuation, "Your car": the rego plate look-up and moving on to the condition. */
import { regoLookupSchema, VALUATION_API, valuationCarSchema } from '@/valuation/server/schemas'
import { post, serverMessage } from './valuationRequest'
import { carFromValues } from './valuationValues'
import type { FoundCar, ValuationFlowContext } from './valuationTypes'

export const carValues = (ctx: ValuationFlowContext) => carFromValues(ctx.form.getValues(), ctx.manual, ctx.found)

export async function lookUpPlate(ctx: ValuationFlowContext) {
  const { form, errors, setBusy, setFound, setFailure } = ctx
  setFailure(null)
  const values = errors.check(regoLookupSchema, { rego: form.getValues('rego'), regoState: form.getValues('regoState') })
  if (!values) return
  setBusy(true)
  const res = await post(VALUATION_API.lookup, values)
  setBusy(false)
  if (res.ok && res.data.car && typeof res.data.car === 'object') {
    setFound(res.data.car as FoundCar)
    return
  }
  setFound(null)
  const message = serverMessage(res.data)
  if (res.status === 404) {
    errors.show({ rego: message })
    return
  }
  setFailure(message)
}

export function nextFromCar(ctx: ValuationFlowContext) {
  ctx.setFailure(null)
  if (!ctx.manual && !ctx.found) {
    ctx.errors.show({ rego: 'Please look up your plate, or choose your car by make and model.' })
    return
  }
  if (ctx.errors.check(valuationCarSchema(ctx.props.currentYear), carValues(ctx))) ctx.setStep(1)
}
