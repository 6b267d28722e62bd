/** The admin list of `collection` filtered by every condition: [field, operator, value]. */
export const adminListHref = (collection: string, conditions: [string, string, string][]) =>
  `/admin/collections/${collection}?${new URLSearchParams(conditions.map(([field, op, value], i) => [`where[and][${i}][${field}][${op}]`, value])).toString()}`
