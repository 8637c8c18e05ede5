/**
 * Rules the server enforces that the OpenAPI document does not state yet, each as the operation and the start of
 * the 400's rule ("field (place): message", or the message of a business rule). Issue 33 left some open (decision
 * 061); decision 066 closed the last ones. The contract run counts a valid request refused for one of these as a known gap, not a failure, and prints
 * how many it met. Fix one by stating the rule in the shared zod schema (a pattern, an enum, a bound) or, for a
 * cross-field or business rule, by quoting its message in the operation's description; then delete its line. Never
 * add a line for a new operation: a new operation states its rules.
 */
export const knownGaps: readonly (readonly [operation: string, rule: string])[] = [];

/** The known gap (its index above) a 400 for `rule` on `operation` is, or -1. */
export const knownGapOf = (operation: string, rule: string) =>
  knownGaps.findIndex(([gapOperation, gapRule]) => gapOperation === operation && rule.includes(gapRule));
