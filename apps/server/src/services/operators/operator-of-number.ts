import { nationalNumberOf } from '../../lib/msisdn';

/** What routing reads of an operator: who it is and the national prefixes of its numbers. */
export interface RoutedOperator {
  id: string;
  msisdnPrefixes: readonly string[];
}

/**
 * The operator a number belongs to (docs/operators.md#routing): the one with the longest prefix of
 * its national number; an operator without prefixes (a deployment of one, without MSISDN_PREFIXES)
 * serves every number no other claims. Undefined when no operator serves it. A subscriber's stored
 * operator wins over this: a number moved between networks keeps the operator it was filed under.
 */
export function operatorOfMsisdn<O extends RoutedOperator>(
  operators: readonly O[],
  msisdn: string,
): O | undefined {
  const national = nationalNumberOf(msisdn);
  let found: O | undefined;
  let foundLength = -1;
  for (const operator of operators) {
    if (operator.msisdnPrefixes.length === 0) {
      if (foundLength < 0) {
        found = operator;
        foundLength = 0;
      }
      continue;
    }
    for (const prefix of operator.msisdnPrefixes) {
      if (prefix.length > foundLength && national.startsWith(prefix)) {
        found = operator;
        foundLength = prefix.length;
      }
    }
  }
  return found;
}
