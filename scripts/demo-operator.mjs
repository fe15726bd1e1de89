// `npm run demo:operator`: the whole operator loop on one machine (docs/operator-integration.md#the-demo).
// Starts the operator simulator (OneAPI gateway + header-enrichment proxy) and the built server
// pointed at it, on a demo database of its own. Open the proxy's address to be a subscriber on
// mobile data: it plays the gateway and our nginx's plain-HTTP HE block, and hands the number over
// to the portal at the server's own address; one tap subscribes, the simulator charges and
// delivers the SMS, and STOP cancels.
import { spawn, execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const port = process.env.PORT ?? '3000';
const serverUrl = `http://127.0.0.1:${port}`;
const simPort = process.env.OPERATOR_SIM_PORT ?? '4600';
const heProxyPort = process.env.HE_PROXY_PORT ?? '4311';
const msisdn = process.env.HE_PROXY_MSISDN ?? '967771234567';
execFileSync(process.execPath, [path.join(root, 'scripts/ensure-built.mjs')], { stdio: 'inherit' });

const children = [];
let stopped = false;
const start = (command, args, env) => {
  const child = spawn(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  children.push(child);
  child.on('exit', (code) => {
    stopped = true;
    if (code) console.error(`${path.basename(args[args.length - 1] ?? command)} stopped (${code})`);
    for (const other of children) if (other !== child) other.kill('SIGTERM');
    process.exitCode = code ?? 0;
  });
  return child;
};

start(
  process.execPath,
  [path.join(root, 'node_modules/tsx/dist/cli.mjs'), 'apps/server/sim/operator/main.ts', '--with-server'],
  {
    OPERATOR_SIM_PORT: simPort,
    HE_PROXY_PORT: heProxyPort,
    HE_PROXY_MSISDN: msisdn,
    SARRAF_URL: serverUrl,
  },
);
const sim = `http://127.0.0.1:${simPort}`;
start(process.execPath, [path.join(root, 'apps/server/dist/server.js')], {
  PORT: port,
  HOST: '127.0.0.1',
  DATA_DIR: process.env.DATA_DIR ?? path.join(root, '.tmp', 'demo-operator-data'),
  NODE_ENV: 'development',
  PUBLIC_URL: serverUrl,
  CHARGING_DRIVER: 'oneapi',
  SMS_DRIVER: 'oneapi',
  ONEAPI_BASE_URL: sim,
  ONEAPI_TOKEN_URL: `${sim}/oauth/token`,
  ONEAPI_CLIENT_ID: 'sarraf',
  ONEAPI_CLIENT_SECRET: 'sarraf-client-secret',
  ONEAPI_SENDER_ADDRESS: '4545',
  ONEAPI_CALLBACK_USER: 'operator',
  ONEAPI_CALLBACK_PASSWORD: 'operator-callback-password',
  HE_ENABLED: '1',
  HE_TRUSTED_CIDRS: '127.0.0.1/32',
  // The proxy reaches the server from loopback as our nginx would: a trusted proxy, whose
  // X-Forwarded-Proto says whether the request was plain HTTP (only the HE block says so).
  TRUST_PROXY: 'loopback',
});
// Where to go, printed once the server answers /api/ready (after its own start banner), not on a
// guess: a first start builds and migrates for a minute or more.
async function whenReady() {
  for (;;) {
    const ready = await fetch(`${serverUrl}/api/ready`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready || stopped) return ready;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}
void whenReady().then((ready) => {
  if (!ready) return;
  console.log(
    [
      '',
      'The operator demo is ready:',
      `  Mobile data (header enrichment): http://127.0.0.1:${heProxyPort}  — you are ${msisdn}, handed over to ${serverUrl}/`,
      `  Wi-Fi (no header, SMS code):     ${serverUrl}`,
      `  What the operator saw:           ${sim}/_sim/state`,
      `  Send STOP from the phone:        curl -X POST ${sim}/_sim/inbound -H 'content-type: application/json' -d '{"from":"${msisdn}","text":"STOP"}'`,
      '',
    ].join('\n'),
  );
});
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    for (const child of children) child.kill(signal);
  });
}
