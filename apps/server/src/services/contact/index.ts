// The public face of services/contact/: what routes, jobs, the CLI, other domains and tests use.
// Code outside this folder imports from here, never a file inside it.
export { answerContactMessage } from './answer-contact-message';
export { openContactMessage, setContactStatus } from './change-contact-status';
export { listContactMessages } from './list-contact-messages';
export { CONTACT_LIMIT, sendContactMessage } from './send-contact-message';
