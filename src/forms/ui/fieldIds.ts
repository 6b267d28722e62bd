'use client'
/** Each form's element ids, so labels, error texts and the error summary's links point at the right field. */
import { createContext, useContext } from 'react'

export const FormIdContext = createContext('lead-form')

export function useFieldIds(name: string): { id: string; errorId: string; hintId: string } {
  const formId = useContext(FormIdContext)
  const id = `${formId}-${name.replace(/[^A-Za-z0-9_-]/g, '_')}`
  return { id, errorId: `${id}-error`, hintId: `${id}-hint` }
}

export function fieldDomId(formId: string, name: string): string {
  return `${formId}-${name.replace(/[^A-Za-z0-9_-]/g, '_')}`
}
