// The public face of services/he/: what routes, jobs, the CLI, other domains and tests use.
// Code outside this folder imports from here, never a file inside it.
export { identifyCaller, type IdentifyRequest } from './identify-caller';
export { peekHeToken } from './peek-he-token';
export { signInWithHe } from './sign-in-with-he';
export { subscribeWithHe } from './subscribe-with-he';
