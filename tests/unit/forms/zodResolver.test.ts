import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { zodResolver } from '@/forms/zodResolver'

const schema = z.object({
  name: z.string().min(1, 'Please enter your name.'),
  postcode: z.string().regex(/^\d{4}$/, 'Invalid postcode. Please enter a 4-digit number.'),
  car: z.object({ rego: z.string().max(3, 'Too long') }),
  opt_in: z.boolean().default(true),
})
const opts = { fields: {}, shouldUseNativeValidation: false }

describe('zodResolver (zod 4 safeParse -> react-hook-form errors)', () => {
  it('passes the parsed values (with defaults) when valid', async () => {
    const result = await zodResolver(schema)({ name: 'Ann', postcode: '4000', car: { rego: 'AB' } }, undefined, opts)
    expect(result).toEqual({ values: { name: 'Ann', postcode: '4000', car: { rego: 'AB' }, opt_in: true }, errors: {} })
  })

  it('gives each invalid field its message, nested fields by path, and no values', async () => {
    const result = await zodResolver(schema)({ name: '', postcode: '40000', car: { rego: 'ABCD' } }, undefined, opts)
    expect(result.values).toEqual({})
    expect(result.errors).toMatchObject({
      name: { message: 'Please enter your name.' },
      postcode: { message: 'Invalid postcode. Please enter a 4-digit number.' },
      car: { rego: { message: 'Too long' } },
    })
  })

  it('keeps the first message when a field fails several checks', async () => {
    const two = z.object({ a: z.string().min(5, 'first').regex(/x/, 'second') })
    const result = await zodResolver(two)({ a: 'b' }, undefined, opts)
    expect((result.errors as Record<string, { message: string }>).a.message).toBe('first')
  })

  it('puts form-level issues under root', async () => {
    const refined = z.object({ a: z.string() }).refine(() => false, { message: 'whole form' })
    const result = await zodResolver(refined)({ a: 'x' }, undefined, opts)
    expect((result.errors as Record<string, { message: string }>).root.message).toBe('whole form')
  })
})
