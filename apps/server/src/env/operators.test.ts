import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig, startupWarnings } from './index';

const dir = () => mkdtempSync(path.join(os.tmpdir(), 'sarraf-operators-'));

/** Two operators as a deployment for Yemen Mobile and Sabafon would write them. */
const TWO = [
  {
    id: 'yemen-mobile',
    name: { ar: 'يمن موبايل', en: 'Yemen Mobile' },
    hosts: ['ym.sarraf.example'],
    color: '#0A6E3C',
    msisdn_prefixes: ['77', '78'],
    service_short_code: '4545',
    operator_webhook_secret: '${YM_WEBHOOK_SECRET}',
    charging_tps: 10,
    he_enabled: true,
    he_trusted_cidrs: ['10.1.0.0/16'],
  },
  {
    id: 'sabafon',
    name: { ar: 'سبأفون', en: 'Sabafon' },
    hosts: ['sabafon.sarraf.example'],
    msisdn_prefixes: ['71'],
    service_short_code: '3535',
    support_phone: '+967 1 444 000',
    operator_webhook_secret: 'sabafon-secret-0123456789',
    charging_tps: 200,
    sms_driver: 'http',
    sms_http_url: 'http://sms.sabafon.local/send',
  },
];

function load(operators: unknown[], env: Record<string, string> = {}) {
  const at = dir();
  const file = path.join(at, 'operators.json');
  writeFileSync(file, JSON.stringify({ operators }));
  return () =>
    loadConfig({ DATA_DIR: at, OPERATORS_FILE: file, YM_WEBHOOK_SECRET: 'ym-secret-0123456789abc', ...env });
}

const withField = (index: number, fields: Record<string, unknown>) =>
  TWO.map((operator, at) => (at === index ? { ...operator, ...fields } : operator));

describe('operators', () => {
  it('is one `default` operator made of the variables without OPERATORS_FILE', () => {
    const config = loadConfig({ DATA_DIR: dir(), MSISDN_PREFIXES: '77,78', SERVICE_SHORT_CODE: '4545' });
    expect(config.operators).toHaveLength(1);
    expect(config.operators[0]).toMatchObject({
      id: 'default',
      hosts: [],
      msisdnPrefixes: ['77', '78'],
      serviceShortCode: '4545',
      sms: config.sms,
      charging: config.charging,
    });
  });

  it('reads each operator from the file, its fields over the shared variables, ${NAME} from the environment', () => {
    const config = load(TWO, { SMS_SENDER: 'ignored-here', PUBLIC_URL: 'https://sarraf.example' });
    expect(() => config()).toThrow(/SMS_SENDER belongs in each operator's sms_sender/);
    const { operators } = load(TWO, { PUBLIC_URL: 'https://sarraf.example', OTP_LENGTH: '4' })();
    expect(operators.map((operator) => operator.id)).toEqual(['yemen-mobile', 'sabafon']);
    const [ym, sabafon] = operators as [(typeof operators)[0], (typeof operators)[0]];
    expect(ym).toMatchObject({
      name: { ar: 'يمن موبايل', en: 'Yemen Mobile' },
      hosts: ['ym.sarraf.example'],
      color: '#0a6e3c',
      msisdnPrefixes: ['77', '78'],
      serviceShortCode: '4545',
      operatorWebhookSecret: 'ym-secret-0123456789abc',
      publicUrl: 'https://sarraf.example',
      charging: { tps: 10 },
      sms: { driver: 'outbox' },
      he: { enabled: true, trustedCidrs: ['10.1.0.0/16'] },
    });
    expect(sabafon).toMatchObject({
      msisdnPrefixes: ['71'],
      serviceShortCode: '3535',
      supportPhone: '+967 1 444 000',
      charging: { tps: 200 },
      sms: { driver: 'http', httpUrl: 'http://sms.sabafon.local/send' },
      he: { enabled: false },
    });
  });

  it('warns at start, with several operators, of what is not per operator yet', () => {
    const warnings = startupWarnings(load(TWO)());
    expect(warnings).toEqual([
      expect.stringMatching(/^OPERATORS_FILE serves 2 operators: .* not per operator yet/),
    ]);
    expect(startupWarnings(loadConfig({ DATA_DIR: dir() }))).toEqual([]);
  });

  it('lets an operator have its own public_url', () => {
    const { operators } = load(withField(1, { public_url: 'https://sabafon.sarraf.example/' }))();
    expect(operators[1]!.publicUrl).toBe('https://sabafon.sarraf.example');
  });

  const file = /^Invalid configuration: OPERATORS_FILE \S+operators\.json: /;
  it.each([
    [
      'a field that fails its check',
      withField(1, { sms_driver: 'pigeon' }),
      /operator sabafon: sms_driver .+/,
    ],
    [
      'a driver missing its settings',
      withField(1, { sms_http_url: '' }),
      /operator sabafon: sms_http_url is required/,
    ],
    ['a bad id', withField(0, { id: 'Yemen Mobile' }), /operator Yemen Mobile: id must be lower-case/],
    [
      'no prefixes',
      withField(0, { msisdn_prefixes: [] }),
      /operator yemen-mobile: msisdn_prefixes must name/,
    ],
    ['a bad colour', withField(0, { color: 'green' }), /operator yemen-mobile: color must be a colour/],
    [
      'an unknown field',
      withField(0, { favourite_colour: 'x' }),
      /operator yemen-mobile: favourite_colour is not an operator field/,
    ],
    [
      'a shared variable as a field',
      withField(0, { otp_length: 4 }),
      /operator yemen-mobile: otp_length is not an operator field/,
    ],
    [
      'an unset ${NAME}',
      withField(1, { operator_webhook_secret: '${SABAFON_SECRET}' }),
      /operator sabafon: names \$\{SABAFON_SECRET\}, which is unset/,
    ],
    [
      'a prefix of two operators',
      withField(1, { msisdn_prefixes: ['71', '78'] }),
      /operator sabafon: msisdn_prefixes 78 is served by operator yemen-mobile too/,
    ],
    [
      'a host of two operators',
      withField(1, { hosts: ['YM.sarraf.example'] }),
      /operator sabafon: hosts ym\.sarraf\.example is listed by operator yemen-mobile too/,
    ],
    [
      'a shared webhook secret',
      withField(1, { operator_webhook_secret: '${YM_WEBHOOK_SECRET}' }),
      /operator sabafon: operator_webhook_secret is the same as operator yemen-mobile's/,
    ],
    [
      'a shared callback user',
      TWO.map((o) => ({
        ...o,
        oneapi_callback_user: 'operator',
        oneapi_callback_password: `${o.id}-password-0123456789`,
      })),
      /operator sabafon: oneapi_callback_user is the same as operator yemen-mobile's/,
    ],
    [
      'overlapping HE ranges',
      withField(1, { he_enabled: true, he_trusted_cidrs: ['10.1.2.0/24'] }),
      /operator sabafon: he_trusted_cidrs overlaps operator yemen-mobile's/,
    ],
    [
      'one id twice',
      withField(1, { id: 'yemen-mobile' }),
      /operator yemen-mobile: id is used by another operator/,
    ],
  ])('refuses %s with one line naming the file, the operator and the field', (_what, operators, line) => {
    const start = load(operators);
    expect(start).toThrow(file);
    expect(start).toThrow(line);
    try {
      start();
    } catch (error) {
      expect((error as Error).message).not.toContain('\n');
    }
  });

  it('refuses a per-operator variable set in the environment beside the file', () => {
    expect(load(TWO, { CHARGING_TPS: '50' })).toThrow(
      /OPERATORS_FILE \S+: is set, so CHARGING_TPS belongs in each operator's charging_tps and must be unset/,
    );
  });

  it('refuses a file it cannot read or parse', () => {
    expect(() => loadConfig({ DATA_DIR: dir(), OPERATORS_FILE: '/nonexistent/operators.json' })).toThrow(
      /OPERATORS_FILE \/nonexistent\/operators\.json: cannot be read/,
    );
    const at = dir();
    writeFileSync(path.join(at, 'bad.json'), '{"operators": [');
    expect(() => loadConfig({ DATA_DIR: at, OPERATORS_FILE: path.join(at, 'bad.json') })).toThrow(
      /is not JSON/,
    );
    writeFileSync(path.join(at, 'empty.json'), '{"operators": []}');
    expect(() => loadConfig({ DATA_DIR: at, OPERATORS_FILE: path.join(at, 'empty.json') })).toThrow(
      /must be \{"operators": \[\{…\}, …\]\} with at least one operator/,
    );
  });
});
