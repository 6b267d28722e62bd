/**
 * Staff GraphQL reads load only the fields a query asks for (issue 31 section 3).
 *
 * Payload's collection queries take a `select: Boolean` argument: with it, the operation reads the
 * selected fields from the database and runs field hooks on those only; without it, every document
 * is read and traversed whole. `{a: Vehicles(pagination:false){docs{id}}}` therefore read about 700
 * whole cars (images, features, specifications) to answer their ids, holding the event loop for
 * most of a second per query. Here `select` defaults to true on every root query field that has
 * it, so a query costs what it asks for; a client may still pass `select: false`.
 *
 * graphql-js reads an argument's `defaultValue` when coercing the arguments of each execution, so
 * setting it on the executed schema (graphqlLimits.ts hands it over at validation, before the first
 * query runs) applies to every query from then on.
 */
import type { GraphQLSchema } from 'graphql'

const defaulted = new WeakSet<GraphQLSchema>()

export function selectRequestedFieldsByDefault(schema: GraphQLSchema): void {
  if (defaulted.has(schema)) return
  defaulted.add(schema)
  const query = schema.getQueryType()
  if (!query) return
  for (const field of Object.values(query.getFields())) {
    const select = field.args.find((arg) => arg.name === 'select')
    // A Boolean argument with no default of its own (Payload's); anything else is left as it is.
    if (select && select.defaultValue === undefined && String(select.type) === 'Boolean') {
      ;(select as { defaultValue: unknown }).defaultValue = true
    }
  }
}
