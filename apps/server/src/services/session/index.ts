// The public face of services/session/: what routes, jobs, the CLI, other domains and tests use.
// Code outside this folder imports from here, never a file inside it.
export { authenticateAccessToken } from './authenticate-access-token';
export { confirmLoginCode } from './confirm-login-code';
export { confirmProfileCode } from './confirm-profile-code';
export { consumeVerification } from './consume-verification';
export { type CreatedSubscriber, createSubscriber } from './create-subscriber';
export { issueAccessToken, type IssuedAccessToken } from './issue-access-token';
export { otpSmsText } from './otp-sms-text';
export { revokeAccessToken, revokeSubscriberTokens } from './revoke-access-token';
export { sendOtp, type SendOtpDeps } from './send-otp';
export { verifyOtp } from './verify-otp';
