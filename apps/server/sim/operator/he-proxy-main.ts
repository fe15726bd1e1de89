import { parseArgs } from 'node:util';
import { HE_START_PATH, startHeProxy } from './he-proxy';

/**
 * The HE proxy alone, the operator's gateway and our nginx's HE server block in one
 * (docs/header-enrichment.md#development-and-tests):
 * `npx tsx apps/server/sim/operator/he-proxy-main.ts --target http://127.0.0.1:3000 --msisdn 967771234567`
 * with `--port` (default 4311), `--header` (x-msisdn) and `--encoding` (plain|base64). The
 * end-to-end tests start it this way in front of their server.
 */
const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '4311' },
    host: { type: 'string', default: '127.0.0.1' },
    target: { type: 'string', default: 'http://127.0.0.1:3000' },
    msisdn: { type: 'string', default: '967771234567' },
    header: { type: 'string', default: 'x-msisdn' },
    encoding: { type: 'string', default: 'plain' },
  },
});
if (values.encoding !== 'plain' && values.encoding !== 'base64') {
  console.error('--encoding must be plain or base64');
  process.exit(2);
}

const proxy = await startHeProxy({
  port: Number(values.port),
  host: values.host,
  target: values.target,
  msisdn: values.msisdn,
  header: values.header,
  encoding: values.encoding,
});
console.log(
  `HE proxy on ${proxy.url} → ${values.target}${HE_START_PATH}, adding ${values.header}: ${values.msisdn} ` +
    `(${values.encoding}) and X-Forwarded-Proto: http; start the server with HE_ENABLED=1 ` +
    `HE_TRUSTED_CIDRS=127.0.0.1/32 (and TRUST_PROXY left at loopback), then open ${proxy.url}/`,
);

const stop = () => void proxy.close().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
