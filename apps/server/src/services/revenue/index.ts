// The public face of services/revenue/: what routes, jobs, the CLI, other domains and tests use.
// Code outside this folder imports from here, never a file inside it.
export { getRevenue } from './get-revenue';
export { summarizeRevenue } from './summarize-revenue';
