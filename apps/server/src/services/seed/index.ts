// The public face of services/seed/: what routes, jobs, the CLI, other domains and tests use.
// Code outside this folder imports from here, never a file inside it.
export { DEMO_PLANS } from './demo-content';
export { BASE_CURRENCY, buildDemoMarket, DEMO_CURRENCIES, DEMO_ITEMS, DEMO_SOURCES } from './demo-market';
export { seedDemoData } from './seed-demo-data';
