/**
 * GraphQL limits (issue 7 defect 3). One anonymous 11 KB query with 240 aliases ran 44 s: Payload's
 * complexity rule counts fields, not the `limit` argument nor aliases of the same field.
 *
 * Decision: GraphQL is closed to anonymous visitors (graphqlGate.ts) — the shopper sites read
 * with the Local API and never call it, and the admin uses REST — so the public cannot reach it
 * at all. For signed-in staff these validation rules bound a query before it runs: depth,
 * aliases, and a cost that multiplies by `limit` (a list of 1,000 documents costs 1,000x).
 */
import { GraphQLError, Kind, type ASTVisitor, type FieldNode, type ValidationContext, type ValidationRule } from 'graphql'

export const GRAPHQL_MAX_DEPTH = 10
export const GRAPHQL_MAX_ALIASES = 30
export const GRAPHQL_MAX_COST = 20_000
/** Payload's default page size when a list field has no `limit`. */
const DEFAULT_LIST_LIMIT = 10

function limitOf(node: FieldNode, variables: Record<string, unknown> | null | undefined): number | null {
  const arg = node.arguments?.find((a) => a.name.value === 'limit')
  if (!arg) return null
  if (arg.value.kind === Kind.INT) return Number(arg.value.value)
  if (arg.value.kind === Kind.VARIABLE) {
    const v = Number(variables?.[arg.value.name.value])
    return Number.isFinite(v) ? v : null
  }
  return null
}

/** Refuse documents deeper than `maxDepth` selection levels. */
export function depthLimit(maxDepth = GRAPHQL_MAX_DEPTH): ValidationRule {
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
export function aliasLimit(maxAliases = GRAPHQL_MAX_ALIASES): ValidationRule {
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

/**
 * Refuse documents whose estimated cost exceeds `maxCost`: every field costs 1, multiplied by the
 * `limit` of each enclosing list (default 10; `limit: 0` means "all" in Payload, counted as 1,000).
 */
export function costLimit(maxCost = GRAPHQL_MAX_COST, variables?: Record<string, unknown> | null): ValidationRule {
  return (context: ValidationContext): ASTVisitor => {
    const multipliers: number[] = [1]
    let cost = 0
    let reported = false
    return {
      Field: {
        enter(node) {
          const parent = multipliers[multipliers.length - 1] ?? 1
          cost += parent
          const limit = limitOf(node, variables)
          const factor = limit === null ? (node.selectionSet && node.arguments?.some((a) => a.name.value === 'where') ? DEFAULT_LIST_LIMIT : 1) : limit <= 0 ? 1000 : Math.min(limit, 100_000)
          multipliers.push(parent * factor)
          if (cost > maxCost && !reported) {
            reported = true
            context.reportError(new GraphQLError(`Query is too expensive (estimated cost above ${maxCost}); ask for fewer documents or fields`))
          }
        },
        leave() {
          multipliers.pop()
        },
      },
    }
  }
}

/** The rules for payload.config.ts `graphQL.validationRules`. */
export function graphqlValidationRules(args: { variableValues?: Record<string, unknown> | null }): ValidationRule[] {
  return [depthLimit(), aliasLimit(), costLimit(GRAPHQL_MAX_COST, args.variableValues ?? null)]
}
