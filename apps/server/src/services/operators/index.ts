// The public face of services/operators/: what routes, jobs, the CLI, other domains and tests use.
// Code outside this folder imports from here, never a file inside it.
export { assignOperator, OperatorAssignError, type OperatorMove } from './assign-operator';
export {
  assertCallerOperator,
  type CallerDeps,
  callerSettings,
  type CallSubject,
  simulatedCaller,
} from './caller-operator';
export { chosenOperator } from './chosen-operator';
export { storedOperatorIds, unservedOperatorIds } from './stored-operators';
export { operatorOfMsisdn, type RoutedOperator } from './operator-of-number';
export { presentOperators } from './present-operators';
export { type HostedOperator, operatorOfHost } from './operator-of-host';
