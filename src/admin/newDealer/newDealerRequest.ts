/**
 * The "Add a dealer" form's answers as the body POST /api/sites/new-dealer takes: the answers as
 * JSON in `data`, and the logo and inventory feed files when chosen.
 */
export function newDealerRequest(form: FormData): { body: FormData; domain?: string } {
  const text = (name: string) => String(form.get(name) ?? '').trim()
  const editorEmail = text('editor.email')
  const data = {
    name: text('name'),
    slug: text('slug'),
    domain: text('domain') || undefined,
    primaryColour: text('primaryColour'),
    established: text('established') || undefined,
    manufacturers: form.getAll('manufacturers').map(Number),
    templateSite: Number(text('templateSite')),
    dealership: { name: text('dealership.name'), licenceNumber: text('dealership.licenceNumber'), repairerNumber: text('dealership.repairerNumber') || undefined },
    location: {
      name: text('location.name'),
      street: text('location.street'),
      city: text('location.city'),
      state: text('location.state'),
      postcode: text('location.postcode'),
      phone: text('location.phone'),
      weekdayOpen: text('location.weekdayOpen'),
      weekdayClose: text('location.weekdayClose'),
      saturdayOpen: text('location.saturdayOpen'),
      saturdayClose: text('location.saturdayClose'),
      sundayOpen: text('location.sundayOpen'),
      sundayClose: text('location.sundayClose'),
      holidays: text('location.holidays'),
      holidayOpen: text('location.holidayOpen'),
      holidayClose: text('location.holidayClose'),
    },
    editor: editorEmail ? { email: editorEmail, name: text('editor.name') || undefined, password: text('editor.password') } : undefined,
  }
  const body = new FormData()
  body.set('data', JSON.stringify(data))
  const logo = form.get('logo')
  if (logo instanceof File && logo.size > 0) body.set('logo', logo)
  const feed = form.get('feed')
  if (feed instanceof File && feed.size > 0) body.set('feed', feed)
  return { body, domain: data.domain }
}
