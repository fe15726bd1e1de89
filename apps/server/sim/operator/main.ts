import { startHeProxy } from './he-proxy';
import { startOneApiGateway } from './oneapi-gateway';

/**
 * `npm run operator:sim`: the operator's side on this machine, for a Sarraf server in development
 * (docs/operator-integration.md#the-simulator). Starts the OneAPI gateway on OPERATOR_SIM_PORT
 * (default 4600), and the header-enrichment proxy on HE_PROXY_PORT (default 4311) in front of
 * SARRAF_URL, adding HE_PROXY_MSISDN as a phone on mobile data would; then prints the settings
 * that point a server at them. `--with-server` (scripts/demo-operator.mjs, which starts that server
 * itself and then says where to go) prints only that the gateway is up.
 */
const withServer = process.argv.slice(2).includes('--with-server');
const port = Number(process.env.OPERATOR_SIM_PORT ?? 4600);
const serverUrl = process.env.SARRAF_URL ?? 'http://127.0.0.1:3000';
const callbackUser = 'operator';
const callbackPassword = 'operator-callback-password';

const gateway = await startOneApiGateway({
  port,
  host: '127.0.0.1',
  serverUrl,
  callbackUser,
  callbackPassword,
  deliveryDelayMs: 500,
});

// The operator's gateway on mobile data, with our nginx's plain-HTTP HE server block behind it
// (sim/operator/he-proxy.ts): the gateway adds the subscriber's number to plain HTTP, the block
// passes /api/client/he/start on as plain HTTP, and its redirect lands on the portal.
const heMsisdn = process.env.HE_PROXY_MSISDN ?? '967771234567';
const heProxy = await startHeProxy({
  port: Number(process.env.HE_PROXY_PORT ?? 4311),
  host: '127.0.0.1',
  target: serverUrl,
  msisdn: heMsisdn,
  header: 'x-msisdn',
  encoding: 'plain',
});

const serverSettings = [
  'Start the Sarraf server with:',
  '  CHARGING_DRIVER=oneapi',
  '  SMS_DRIVER=oneapi',
  `  ONEAPI_BASE_URL=${gateway.baseUrl}`,
  `  ONEAPI_TOKEN_URL=${gateway.tokenUrl}`,
  `  ONEAPI_CLIENT_ID=${gateway.clientId}`,
  `  ONEAPI_CLIENT_SECRET=${gateway.clientSecret}`,
  '  ONEAPI_SENDER_ADDRESS=4545',
  `  ONEAPI_CALLBACK_USER=${callbackUser}`,
  `  ONEAPI_CALLBACK_PASSWORD=${callbackPassword}`,
  `  PUBLIC_URL=${serverUrl}`,
  '  HE_ENABLED=1',
  '  HE_TRUSTED_CIDRS=127.0.0.1/32',
  '  (TRUST_PROXY left at its default, loopback: the HE proxy plays our nginx in front)',
  '',
];
const started = `OneAPI gateway simulator on ${gateway.url} (control API: ${gateway.url}/_sim/state)`;
const lines = [
  started,
  '',
  ...serverSettings,
  `Header enrichment: open ${heProxy.url} for "mobile data" as ${heMsisdn}: it hands the number over to`,
  `${serverUrl}/ (the portal); ${serverUrl} opened directly stays "Wi-Fi".`,
  '',
  'Send an inbound SMS (a subscriber texting the short code):',
  `  curl -X POST ${gateway.url}/_sim/inbound -H 'content-type: application/json' -d '{"from":"967771234567","text":"STOP"}'`,
  'Decline a number: POST /_sim/numbers/967771234567 {"mode":"decline","code":"POL1000"}',
  'Other modes: ok, hang, lose, error, undeliverable. Expire tokens: POST /_sim/tokens/expire',
];
// The demo prints where to go itself, once its server is ready.
console.log(withServer ? started : lines.join('\n'));

const stop = () => {
  void Promise.all([gateway.close(), heProxy.close()]).then(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
