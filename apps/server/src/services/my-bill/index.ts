// The public face of services/my-bill/: what routes, jobs, the CLI, other domains and tests use.
// Code outside this folder imports from here, never a file inside it.
export { getBillInfo } from './get-bill-info';
export { listBillSms } from './list-bill-sms';
export { listBillTransactions } from './list-bill-transactions';
export { signInToBill } from './sign-in-to-bill';
