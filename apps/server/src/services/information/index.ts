// The public face of services/information/: what routes, jobs, the CLI, other domains and tests use.
// Code outside this folder imports from here, never a file inside it.
export { listInformationPages } from './list-information-pages';
export { listInformations } from './list-informations';
export { updateInformationPage } from './update-information-page';
