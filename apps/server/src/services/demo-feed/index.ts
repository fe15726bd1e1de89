// The public face of services/demo-feed/: what routes, jobs, the CLI, other domains and tests use.
// Code outside this folder imports from here, never a file inside it.
export { driftDemoRates } from './drift-demo-rates';
