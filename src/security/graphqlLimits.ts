/**
 * GraphQL limits. One anonymous 11 KB query with 240 aliases
 * ran 44 s: Payload's complexity rule counts fields, not the `limit` argument nor aliases of the
 * same field. Later a site editor's 1.3 KB query of 30 aliases with `pagination: false` ran 70 s
 * and stalled liveness: the cost rule counted an unpaginated list as one document.
 *
 * Decision: GraphQL is closed to anonymous visitors (graphqlGate.ts) — the shopper sites read
 * with the Local API and never call it, and the admin uses REST — so the public cannot reach it
 * at all. For signed-in staff these validation rules bound a query before it runs: depth,
 * aliases, and a cost that counts the documents each field can return (`queryCost`). What still
 * runs is cut off after `GRAPHQL_TIME_LIMIT_MS` (graphqlDeadline.ts).
 */
import {
  GraphQLError,
  Kind,
  type ASTVisitor,
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLField,
  type GraphQLNamedType,
  type GraphQLSchema,
  type GraphQLType,
  type SelectionSetNode,
  type ValidationContext,
  type ValidationRule,
  type ValueNode,
} from 'graphql'
import { processWide } from '@/lib/processWide'
import { guardResolvers } from './graphqlDeadline'
import { pageUnpaginatedLists } from './graphqlListChunks'
import { selectRequestedFieldsByDefault } from './graphqlSelect'

const GRAPHQL_MAX_DEPTH = 10
const GRAPHQL_MAX_ALIASES = 30
/** The budget: roughly "fields × documents" a single request may ask for. */
export const GRAPHQL_MAX_COST = 20_000
/** Payload's page size when a list query has no `limit`. */
export const GRAPHQL_DEFAULT_LIMIT = 10
/**
 * What a list can return at most: a `limit` above it, `limit: 0` ("all") and `pagination: false`
 * without a limit all cost this many documents. A fixed, conservative stand-in for "the whole
 * collection" (the largest collection, cars, is a few thousand rows), so the rule stays a pure
 * function of the query and never asks the database.
 */
export const GRAPHQL_UNPAGINATED_DOCS = 5_000

type Variables = Record<string, unknown> | null | undefined

// Duck-typed rather than isObjectType()/getNamedType(): Payload's schema and graphql-http may come
// from the ESM and CommonJS copies of graphql, and instanceof checks fail across them.
function namedType(type: GraphQLType): GraphQLNamedType {
  let t = type as GraphQLType & { ofType?: GraphQLType }
  while (t.ofType) t = t.ofType as GraphQLType & { ofType?: GraphQLType }
  return t as GraphQLNamedType
}

function fieldOf(parent: GraphQLNamedType | null, name: string): GraphQLField<unknown, unknown> | undefined {
  const fields = parent && 'getFields' in parent && typeof parent.getFields === 'function' ? parent.getFields() : undefined
  return fields ? (fields as Record<string, GraphQLField<unknown, unknown>>)[name] : undefined
}

function argValue(node: FieldNode, name: string, variables: Variables): unknown {
  const arg = node.arguments?.find((a) => a.name.value === name)
  return arg ? literal(arg.value, variables) : undefined
}

function literal(value: ValueNode, variables: Variables): unknown {
  switch (value.kind) {
    case Kind.INT:
    case Kind.FLOAT:
      return Number(value.value)
    case Kind.BOOLEAN:
      return value.value
    case Kind.VARIABLE:
      return variables?.[value.name.value]
    case Kind.NULL:
      return null
    default:
      return 'other'
  }
}

/**
 * How many documents a list field returns, from its `limit` and `pagination` arguments:
 * no limit → the default page size (or every document when `pagination: false`), `limit: N` → N
 * capped at GRAPHQL_UNPAGINATED_DOCS, `limit: 0` or less → every document (Payload reads 0 as "all").
 */
export function listSize(limitArg: unknown, paginationArg: unknown): number {
  const unpaginated = paginationArg === false
  const limit = limitArg === undefined || limitArg === null ? null : Number(limitArg)
  if (limit === null || !Number.isFinite(limit)) return unpaginated ? GRAPHQL_UNPAGINATED_DOCS : GRAPHQL_DEFAULT_LIMIT
  if (limit <= 0) return GRAPHQL_UNPAGINATED_DOCS
  return Math.min(Math.ceil(limit), GRAPHQL_UNPAGINATED_DOCS)
}

const LIST_ARGS = ['limit', 'pagination']

/**
 * The estimated cost of running `document`: each field costs the number of times it is resolved,
 * i.e. the product of the sizes of the lists around it. A list field (one taking `limit` or
 * `pagination`, as Payload's collection and join queries do) multiplies its selection by
 * `listSize`. Aliases add up, nested lists multiply, and fragments (named and inline) count at
 * every place they are spread. With several operations, the most expensive one counts.
 */
export function queryCost(schema: GraphQLSchema | null, document: DocumentNode, variables?: Variables): number {
  const fragments = new Map<string, FragmentDefinitionNode>()
  for (const def of document.definitions) if (def.kind === Kind.FRAGMENT_DEFINITION) fragments.set(def.name.value, def)
  // Cost is linear in the multiplier, so a fragment's cost at multiplier 1 is computed once
  // (a chain of fragments each spreading the next twice would otherwise take exponential time).
  const fragmentCost = new Map<string, number>()
  const inProgress = new Set<string>()

  const typeNamed = (name: string | undefined): GraphQLNamedType | null => (schema && name ? (schema.getType(name) ?? null) : null)

  const selectionCost = (set: SelectionSetNode, parent: GraphQLNamedType | null): number => {
    let total = 0
    for (const sel of set.selections) {
      if (sel.kind === Kind.FIELD) {
        total += 1
        if (!sel.selectionSet) continue
        const def = fieldOf(parent, sel.name.value)
        const argNames = def ? def.args.map((a) => a.name) : (sel.arguments ?? []).map((a) => a.name.value)
        const isList = argNames.some((n) => LIST_ARGS.includes(n))
        const factor = isList ? listSize(argValue(sel, 'limit', variables), argValue(sel, 'pagination', variables)) : 1
        total += factor * selectionCost(sel.selectionSet, def ? namedType(def.type) : null)
      } else if (sel.kind === Kind.INLINE_FRAGMENT) {
        total += selectionCost(sel.selectionSet, sel.typeCondition ? typeNamed(sel.typeCondition.name.value) : parent)
      } else {
        const name = sel.name.value
        const known = fragmentCost.get(name)
        if (known !== undefined) {
          total += known
          continue
        }
        const frag = fragments.get(name)
        if (!frag || inProgress.has(name)) continue // unknown or cyclic: refused by the standard rules
        inProgress.add(name)
        const cost = selectionCost(frag.selectionSet, typeNamed(frag.typeCondition.name.value))
        inProgress.delete(name)
        fragmentCost.set(name, cost)
        total += cost
      }
    }
    return total
  }

  let max = 0
  for (const def of document.definitions) {
    if (def.kind !== Kind.OPERATION_DEFINITION) continue
    const root = !schema ? null : def.operation === 'mutation' ? schema.getMutationType() : def.operation === 'subscription' ? schema.getSubscriptionType() : schema.getQueryType()
    max = Math.max(max, selectionCost(def.selectionSet, root ?? null))
  }
  return max
}

/** Refuse documents deeper than `maxDepth` selection levels. */
function depthLimit(maxDepth = GRAPHQL_MAX_DEPTH): ValidationRule {
  return (context: ValidationContext): ASTVisitor => {
    let depth = 0
    let reported = false
    return {
      SelectionSet: {
        enter() {
          depth++
          if (depth > maxDepth && !reported) {
            reported = true
            context.reportError(new GraphQLError(`Query is nested deeper than ${maxDepth} levels`))
          }
        },
        leave() {
          depth--
        },
      },
    }
  }
}

/** Refuse documents with more than `maxAliases` aliases. */
function aliasLimit(maxAliases = GRAPHQL_MAX_ALIASES): ValidationRule {
  return (context: ValidationContext): ASTVisitor => {
    let aliases = 0
    let reported = false
    return {
      Field(node) {
        if (node.alias && ++aliases > maxAliases && !reported) {
          reported = true
          context.reportError(new GraphQLError(`Query uses more than ${maxAliases} aliases`))
        }
      },
    }
  }
}

const tooExpensive = (cost: number, maxCost: number) =>
  `Query is too expensive: it can return about ${cost.toLocaleString('en-GB')} fields × documents, the limit is ${maxCost.toLocaleString('en-GB')}. ` +
  `Ask for fewer documents (a smaller \`limit\`, not \`pagination: false\`), fewer aliases or fewer fields.`

/** Refuse documents whose `queryCost` exceeds `maxCost`, before they run. */
export function costLimit(maxCost = GRAPHQL_MAX_COST, variables?: Variables): ValidationRule {
  return (context: ValidationContext): ASTVisitor => ({
    Document: {
      leave(node) {
        const cost = queryCost(context.getSchema(), node, variables)
        if (cost > maxCost) context.reportError(new GraphQLError(tooExpensive(cost, maxCost)))
      },
    },
  })
}

declare module '@/lib/processWide' {
  interface ProcessWide {
    'security.graphqlSchema': { schema: GraphQLSchema | null }
  }
}

const executedSchema = () => processWide('security.graphqlSchema', () => ({ schema: null }))

/**
 * The schema Payload executes queries against, once a query has been validated (null before): the
 * staff query limiter (staffQueryLimit.ts) prices a query with it before Payload's handler runs.
 */
export function knownGraphQLSchema(): GraphQLSchema | null {
  return executedSchema().schema
}

/** The rules for payload.config.ts `graphQL.validationRules`. */
export function graphqlValidationRules(args: { schema?: GraphQLSchema; variableValues?: Record<string, unknown> | null }): ValidationRule[] {
  // The schema Payload executes is the one validated here: put the time limit on its resolvers.
  if (args.schema) {
    guardResolvers(args.schema)
    selectRequestedFieldsByDefault(args.schema)
    pageUnpaginatedLists(args.schema)
    executedSchema().schema = args.schema
  }
  return [depthLimit(), aliasLimit(), costLimit(GRAPHQL_MAX_COST, args.variableValues ?? null)]
}
