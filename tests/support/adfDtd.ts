/**
 * ADF 1.0 validation for tests: libxml2's DTD validation (libxml2-wasm: libxml2 compiled to
 * WebAssembly, no native build) against the copy of the ADF 1.0 DTD in tests/fixtures.
 */
import fs from 'node:fs'
import path from 'node:path'
import { DtdValidator, XmlDocument, XmlDtd, XmlValidateError } from 'libxml2-wasm'

const DTD = fs.readFileSync(path.join(__dirname, '../fixtures/adf-1.0.dtd'), 'utf8')

/** The DTD's complaints about an ADF document, as "line: message"; [] when it is valid. */
export async function dtdErrors(xml: string): Promise<string[]> {
  const validator = new DtdValidator(XmlDtd.fromString(DTD))
  const doc = XmlDocument.fromString(xml)
  try {
    validator.validate(doc)
    return []
  } catch (error) {
    if (error instanceof XmlValidateError) return error.details.map((d) => `${d.line}: ${d.message.trim()}`)
    throw error
  } finally {
    doc.dispose()
    validator.dispose()
  }
}
