import { describe, expect, it } from 'vitest'
import { paymentRequestAccess } from '@/rules/paymentRequestAccess'

const pat = { id: 7, email: 'pat@example.com' }
const sam = { id: 8, email: 'sam@example.com' }

describe('who may see a payment request (P-) (issue 31 §7)', () => {
  it('made for an e-mail: only that shopper, whatever the case or spaces', () => {
    expect(paymentRequestAccess({ email: ' Pat@Example.com ' }, pat)).toBe('allowed')
    expect(paymentRequestAccess({ email: 'pat@example.com' }, sam)).toBe('denied')
    expect(paymentRequestAccess({ email: 'pat@example.com', customerId: 8 }, sam)).toBe('denied')
  })

  it('made without one: the first shopper who opens it takes it, then only they may', () => {
    expect(paymentRequestAccess({ email: null, customerId: null }, pat)).toBe('bind')
    expect(paymentRequestAccess({ email: '', customerId: null }, pat)).toBe('bind')
    expect(paymentRequestAccess({ email: null, customerId: 7 }, pat)).toBe('allowed')
    expect(paymentRequestAccess({ email: null, customerId: 7 }, sam)).toBe('denied')
  })
})
