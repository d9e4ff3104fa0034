// The browse indexes per interest (decision 0122): their names and predicates, shared by the schema and the
// browse query, which must repeat a predicate word for word for the planner to use its index.

/** The name of the browse index of members with `interest` (one per core interest option). */
export const browseInterestIndex = (interest: string) =>
  `users_browse_${interest.toLowerCase().replace(/[^a-z0-9]+/g, '_')}_idx`;

/**
 * The predicate of that index, and the clause a query must carry (as a literal, word for word) for the planner to
 * use it. Interests are core's option keys: letters and a hyphen, nothing to quote.
 */
export function interestPredicate(interest: string): string {
  if (!/^[A-Za-z-]+$/.test(interest)) throw new Error(`not an interest option: ${interest}`);
  return `interests @> '{${interest}}'::text[]`;
}
