// The server CPU one request costs: against a running server (`npm start`), signs a new number in,
// sends each request given `--requests` times one after another, and divides the server process's
// CPU time over them (user + system, every thread, from /proc) by their number, less what the
// process used idle over the same time (measured for 5 s first).
//
//   node apps/server/bench/request-cpu.mjs --pid PID [--requests 200] [--base-url http://127.0.0.1:3000] \
//     "GET /api/client/user" "GET /api/client/get/currency/list"
//
// PID is the server's process (`ss -ltnp | grep :3000`). Linux only. The dev SMS outbox gives the
// code, so the server must not run with NODE_ENV=production.
import { commandLine, portalUrl } from '../../../scripts/lib/command-line.mjs';
import { signInNewNumber } from '../../../scripts/lib/dev-sign-in.mjs';
import { processCpuMs } from '../../../scripts/lib/process-cpu.mjs';

const { option } = commandLine();
const baseUrl = portalUrl(option);
const pid = Number(option('--pid', ''));
const requests = Number(option('--requests', '200'));
const calls = process.argv.slice(2).filter((word) => /^(GET|POST|PUT|DELETE) \//.test(word));
if (!pid || calls.length === 0) {
  console.error('usage: request-cpu.mjs --pid PID [--requests 200] "GET /path" …');
  process.exit(2);
}

const cpuMs = () => processCpuMs(pid);

const token = await signInNewNumber(baseUrl);
const headers = {
  authorization: `Bearer ${token}`,
  accept: 'application/json',
  'accept-language': 'ar',
  'accept-encoding': 'br, gzip',
};
const send = (method, path) =>
  fetch(baseUrl + path, { method, headers }).then((response) => response.arrayBuffer());

const idleStart = cpuMs();
const idleFrom = Date.now();
await new Promise((resolve) => setTimeout(resolve, 5000));
const idlePerMs = (cpuMs() - idleStart) / (Date.now() - idleFrom);

for (const call of calls) {
  const [method, path] = call.split(' ');
  for (let warm = 0; warm < 20; warm++) await send(method, path);
  const cpuBefore = cpuMs();
  const from = Date.now();
  for (let sent = 0; sent < requests; sent++) await send(method, path);
  const wall = Date.now() - from;
  const cpu = cpuMs() - cpuBefore - idlePerMs * wall;
  console.log(
    `${(cpu / requests).toFixed(2).padStart(6)} ms CPU, ${(wall / requests).toFixed(2).padStart(6)} ms wall per request  ${call}`,
  );
}
