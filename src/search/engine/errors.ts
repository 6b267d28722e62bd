/**
 * Errors raised by the embedded search engine. Each carries the HTTP status an API layer should
 * answer with, and Algolia's error body shape (`{ message, status }`) via `toJSON()`.
 */
export class SearchEngineError extends Error {
  readonly status: number

  constructor(message: string, status: number) {
    super(message)
    this.name = 'SearchEngineError'
    this.status = status
  }

  toJSON(): { message: string; status: number } {
    return { message: this.message, status: this.status }
  }
}

export type FilterParam = 'filters' | 'facetFilters' | 'numericFilters'

/** A `filters`, `facetFilters` or `numericFilters` value that cannot be parsed. HTTP 400. */
export class FilterSyntaxError extends SearchEngineError {
  /** Which search parameter held the bad expression. */
  readonly param: FilterParam
  /** 0-based character offset of the problem inside `input`. */
  readonly position: number
  /** The expression as received (truncated to 200 characters). */
  readonly input: string

  constructor(param: FilterParam, input: string, position: number, reason: string) {
    const shown = input.length > 200 ? `${input.slice(0, 200)}…` : input
    super(`Invalid ${param}: ${reason} at position ${position} in ${JSON.stringify(shown)}`, 400)
    this.name = 'FilterSyntaxError'
    this.param = param
    this.position = position
    this.input = shown
  }
}

/** The index name is neither the primary index nor a configured replica. HTTP 404 (as Algolia). */
export class UnknownIndexError extends SearchEngineError {
  readonly indexName: string

  constructor(indexName: string) {
    super(`Index ${JSON.stringify(indexName)} does not exist`, 404)
    this.name = 'UnknownIndexError'
    this.indexName = indexName
  }
}

/**
 * A filter or facet names an attribute the index does not filter on (not in attributesForFaceting
 * nor a sort attribute). HTTP 400. Refused so that no request can make the engine build (and keep)
 * an index for a name it was never configured with.
 */
export class UnknownAttributeError extends SearchEngineError {
  readonly attribute: string

  constructor(attribute: string, where: string, known: readonly string[]) {
    const shown = attribute.length > 60 ? `${attribute.slice(0, 60)}…` : attribute
    super(`Cannot filter on ${JSON.stringify(shown)} in ${where}: not a filterable attribute (filterable: ${known.join(', ')})`, 400)
    this.name = 'UnknownAttributeError'
    this.attribute = shown
  }
}
