/**
 * Field groups the lead form steps share: the contact fields (full and SPEC.md §2's compact block),
 * the message, the opt-in, the enquiry category and hidden values.
 */
import { useFormContext } from 'react-hook-form'
import { CheckboxField, SelectField, TextAreaField, TextField } from '../../forms/ui/Fields'
import { PostcodeInput } from '../../forms/ui/PostcodeInput'

export function ContactFields() {
  return (
    <>
      <TextField name="name" label="Name" required autoComplete="name" placeholder="Your name" />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField name="email" label="Email" type="email" required autoComplete="email" placeholder="name@example.com" />
        <TextField name="phone" label="Phone" type="tel" required autoComplete="tel" inputMode="tel" placeholder="0412 345 678" />
      </div>
    </>
  )
}

/** SPEC.md §2 Other: the compact contact block (postcode and phone side by side, e-mail below). */
export function CompactContactBlock() {
  return (
    <div className="space-y-4" data-testid="compact-contact">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField name="name" label="First name" required autoComplete="given-name" placeholder="First name" />
        <TextField name="last_name" label="Last name" autoComplete="family-name" placeholder="Last name" />
      </div>
      <div className="grid grid-cols-2 gap-4">
        <PostcodeInput />
        <TextField name="phone" label="Mobile" type="tel" required autoComplete="tel" inputMode="tel" placeholder="0412 345 678" />
      </div>
      <TextField name="email" label="Email" type="email" required autoComplete="email" placeholder="name@example.com" />
    </div>
  )
}

export function Message({ required }: { required: boolean }) {
  return <TextAreaField name="message" label="Message" required={required} placeholder="How can we help?" />
}

export function OptIn() {
  return <CheckboxField name="opt_in" label="Keep me up to date with offers and news (you can unsubscribe at any time)." />
}

export function Category({ categories }: { categories: readonly string[] }) {
  return <SelectField name="category" label="Enquiry type" required options={categories.map((c) => ({ value: c, label: c }))} />
}

/** A value sent with the form but not shown (SPEC.md §5 Request photos: a hidden text field). */
export function HiddenText({ name }: { name: string }) {
  const { register } = useFormContext()
  return <input type="hidden" {...register(name)} />
}
