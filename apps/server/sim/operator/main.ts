import { startOneApiGateway } from './oneapi-gateway';

/**
 * `npm run operator:sim`: the operator's side on this machine, for a Sarraf server in development
 * (docs/operator-integration.md#the-simulator). Starts the OneAPI gateway on OPERATOR_SIM_PORT
 * (default 4600) and prints the settings that point a server at it.
 */
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

// Header enrichment: the HE proxy (he-proxy.ts, `startHeProxy`) is started here, next to the
// gateway, once it exists; it stands between the phone and the server and adds the number header.

const lines = [
  `OneAPI gateway simulator on ${gateway.url} (control API: ${gateway.url}/_sim/state)`,
  '',
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
  '',
  'Send an inbound SMS (a subscriber texting the short code):',
  `  curl -X POST ${gateway.url}/_sim/inbound -H 'content-type: application/json' -d '{"from":"967771234567","text":"STOP"}'`,
  'Decline a number: POST /_sim/numbers/967771234567 {"mode":"decline","code":"POL1000"}',
  'Other modes: ok, hang, lose, error, undeliverable. Expire tokens: POST /_sim/tokens/expire',
];
console.log(lines.join('\n'));

const stop = () => {
  void gateway.close().then(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
