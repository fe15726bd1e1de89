// The public face of services/settings/: what routes, jobs, the CLI, other domains and tests use.
// Code outside this folder imports from here, never a file inside it.
export { readAdminSettings } from './admin-settings';
export { updateAdminSettings } from './update-admin-settings';
