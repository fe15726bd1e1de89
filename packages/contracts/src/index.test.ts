import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as contracts from './index';
import { allContracts, contractKey, type Contract } from './index';

// The portal's original calls (docs/product.md#api-calls), copied table by table (method, path). Kept
// literal on purpose: a contract that drifts from them must fail here, not in a subscriber's browser.
const SPEC_SECTION_7 = [
  // Content
  ['GET', '/api/client/get/categories'],
  ['POST', '/api/client/get/category/info'],
  ['POST', '/api/client/get/category/details'],
  ['POST', '/api/client/get/category/details/charts'],
  ['GET', '/api/client/get/exchange/companies/local'],
  ['GET', '/api/client/get/exchange/companies/international'],
  ['GET', '/api/client/get/exchange/companies/phone/numbers'],
  ['GET', '/api/client/get/news'],
  ['GET', '/api/client/get/priceLists'],
  ['GET', '/api/client/get/priceSources'],
  ['GET', '/api/get/informations'],
  ['GET', '/api/client/get/currency/list'],
  ['GET', '/api/client/converter/currency'],
  ['GET', '/api/client/rates/history'],
  ['GET', '/api/client/rates/reference'],
  ['GET', '/api/client/send/message'],
  // Session and login
  ['POST', '/api/client/login'],
  ['GET', '/api/client/generate/otp'],
  ['POST', '/api/client/profile/confirm/otp'],
  ['POST', '/api/client/confirm/otp'],
  ['POST', '/api/client/create/subscriber'],
  ['POST', '/api/client/resend/otp'],
  ['POST', '/api/client/logout'],
  ['GET', '/api/client/user'],
  ['GET', '/api/user'],
  // Subscriber and subscription
  ['GET', '/api/client/fetch/subscriber/details'],
  ['GET', '/api/client/fetch/subscription'],
  ['POST', '/api/client/renew/subscription'],
  ['POST', '/api/client/subscriber/update'],
  ['POST', '/api/client/subscriber/local/update'],
  ['POST', '/api/client/subscriber/subscrption/cancel'],
  ['POST', '/api/client/subscriber/subscrption/reactive'],
  ['POST', '/api/client/subscriber/details'],
  ['POST', '/api/client/update/subscriber/profile'],
  ['POST', '/api/client/profile/subscrption/cancel'],
  ['POST', '/api/client/profile/subscrption/reactive'],
  ['GET', '/api/client/subscriptions/list'],
  ['POST', '/api/change/subscription'],
  ['POST', '/api/client/request-unsubscribe'],
  ['POST', '/api/client/confirm-unsubscribe'],
  ['POST', '/api/client/request-activation'],
  ['POST', '/api/client/confirm-activation'],
  ['POST', '/api/client/request-change-subscription'],
  ['POST', '/api/client/confirm-change-subscription'],
  // My-bill
  ['GET', '/api/client/my-bill/subscriber/transactions'],
  ['GET', '/api/client/my-bill/subscriber/info'],
  ['GET', '/api/my-bill/guest-subscriber/info'],
  ['POST', '/api/client/my-bill/change/notification/status'],
  ['GET', '/api/my-bill/check/subscriber'],
] as const;

// Beyond those: one news item, POST contact, health, ready, the dev helpers and the operator's webhooks.
const BEYOND_SPEC = [
  ['GET', '/api/client/get/news/:id'],
  ['POST', '/api/client/send/message'],
  ['GET', '/api/health'],
  ['GET', '/api/ready'],
  ['GET', '/api/dev/sms'],
  ['POST', '/api/dev/billing/sweep'],
  ['POST', '/api/dev/operator/sms'],
  ['POST', '/api/dev/operator/ussd'],
  ['POST', '/api/dev/revenue/summarize'],
  // My bill's SMS list: price notices, reminders and receipts (docs/security.md#prices-and-consent).
  ['GET', '/api/client/my-bill/subscriber/sms'],
  // Header enrichment: one-tap sign-in and subscribe on the operator's mobile data (docs/header-enrichment.md).
  ['GET', '/api/client/he/identify'],
  ['GET', '/api/client/he/start'],
  ['POST', '/api/client/he/peek'],
  ['POST', '/api/client/he/sign-in'],
  ['POST', '/api/client/he/subscribe'],
  ['POST', '/api/operator/notifications'],
  ['POST', '/api/operator/sms'],
  // The USSD menu (docs/ussd.md).
  ['POST', '/api/operator/ussd'],
  ['POST', '/api/operator/oneapi/delivery'],
  ['POST', '/api/operator/oneapi/inbound'],
  // Back office: its own API under /api/admin.
  ['POST', '/api/admin/session'],
  ['GET', '/api/admin/session'],
  ['DELETE', '/api/admin/session'],
  ['POST', '/api/admin/session/revoke-all'],
  // Back office: operations.
  ['GET', '/api/admin/dashboard'],
  ['GET', '/api/admin/revenue'],
  ['GET', '/api/admin/ussd/summary'],
  ['GET', '/api/admin/operators'],
  // The keyword SMS channel's log and per-day summary (docs/keyword-channel.md#back-office).
  ['GET', '/api/admin/channels/inbound'],
  ['GET', '/api/admin/channels/summary'],
  ['GET', '/api/admin/settlements'],
  ['POST', '/api/admin/settlements'],
  ['GET', '/api/admin/settlements/:id'],
  ['GET', '/api/admin/settlements/:id/lines'],
  ['GET', '/api/admin/settlements/:id/report.csv'],
  ['GET', '/api/admin/settlements/:id/totals.csv'],
  ['GET', '/api/admin/settlements/columns'],
  ['PUT', '/api/admin/settlements/columns'],
  ['GET', '/api/admin/subscribers'],
  ['GET', '/api/admin/subscribers/:id'],
  ['POST', '/api/admin/subscribers/:id/cancel'],
  ['GET', '/api/admin/transactions'],
  ['POST', '/api/admin/transactions/:id/refund'],
  ['GET', '/api/admin/contact-messages'],
  ['GET', '/api/admin/contact-messages/:id'],
  ['POST', '/api/admin/contact-messages/:id/status'],
  ['POST', '/api/admin/contact-messages/:id/answer'],
  ['GET', '/api/admin/sms'],
  ['GET', '/api/admin/audit-log'],
  ['GET', '/api/admin/users'],
  ['POST', '/api/admin/users'],
  ['PATCH', '/api/admin/users/:id'],
  ['POST', '/api/admin/users/:id/password'],
  // Alerts, favourites and the digest
  ['GET', '/api/client/alerts'],
  ['POST', '/api/client/alerts'],
  ['GET', '/api/client/alerts/:id'],
  ['PATCH', '/api/client/alerts/:id'],
  ['DELETE', '/api/client/alerts/:id'],
  ['GET', '/api/client/alerts/favourites'],
  ['PUT', '/api/client/alerts/favourites'],
  ['GET', '/api/client/alerts/digest'],
  ['PUT', '/api/client/alerts/digest'],
  ['GET', '/api/client/alerts/quiet-hours'],
  ['PUT', '/api/client/alerts/quiet-hours'],
  ['GET', '/api/client/alerts/notifications'],
  // Web push for alerts
  ['GET', '/api/client/push/key'],
  ['POST', '/api/client/push/subscriptions'],
  ['DELETE', '/api/client/push/subscriptions'],
  // Back office, content half.
  ['GET', '/api/admin/rates'],
  ['POST', '/api/admin/rates'],
  ['POST', '/api/admin/rates/import/preview'],
  ['GET', '/api/admin/settings'],
  ['PUT', '/api/admin/settings'],
  ...adminCrud('/api/admin/currencies'),
  ...adminCrud('/api/admin/price-sources'),
  ...adminCrud('/api/admin/categories'),
  ...adminCrud('/api/admin/category-items'),
  ...adminCrud('/api/admin/exchange-companies'),
  ...adminCrud('/api/admin/exchange-company-phones'),
  ...adminCrud('/api/admin/plans'),
  ...adminCrud('/api/admin/news'),
  ...adminCrud('/api/admin/price-lists'),
  ['GET', '/api/admin/information-pages'],
  ['PUT', '/api/admin/information-pages/:key'],
  ['POST', '/api/admin/uploads'],
  ['GET', '/api/uploads/:name'],
  // Partners push and read their own source's rates with a key (docs/partner-api.md).
  ['POST', '/api/partner/v1/rates'],
  ['GET', '/api/partner/v1/rates'],
  // Back office: partners' keys and the rate review queue.
  ['GET', '/api/admin/partner-keys'],
  ['POST', '/api/admin/partner-keys'],
  ['DELETE', '/api/admin/partner-keys/:id'],
  ['GET', '/api/admin/rate-reviews'],
  ['POST', '/api/admin/rate-reviews/:id/approve'],
  ['POST', '/api/admin/rate-reviews/:id/reject'],
  ['GET', '/api/admin/feeds'],
  ['GET', '/api/admin/price-sources/:id/feed'],
  ['PUT', '/api/admin/price-sources/:id/feed'],
  ['DELETE', '/api/admin/price-sources/:id/feed'],
  ['POST', '/api/admin/price-sources/:id/feed/run'],
  ['POST', '/api/admin/price-sources/:id/feed/test'],
] as const;

/** The four endpoints of a back-office content resource (admin/crud.ts). */
function adminCrud<const P extends string>(path: P) {
  return [
    ['GET', path],
    ['POST', path],
    ['PUT', `${path}/:id`],
    ['DELETE', `${path}/:id`],
  ] as const;
}

const keys = allContracts.map(contractKey);

function isContract(value: unknown): value is Contract {
  return (
    typeof value === 'object' &&
    value !== null &&
    'method' in value &&
    'path' in value &&
    'response' in value &&
    value.response instanceof z.ZodType
  );
}

describe('allContracts', () => {
  it.each(SPEC_SECTION_7)('has the portal call %s %s exactly once', (method, path) => {
    expect(keys.filter((key) => key === `${method} ${path}`)).toHaveLength(1);
  });

  it.each(BEYOND_SPEC)('has %s %s exactly once', (method, path) => {
    expect(keys.filter((key) => key === `${method} ${path}`)).toHaveLength(1);
  });

  it('has nothing else, so a new endpoint is added to the lists above on purpose', () => {
    const expected = [...SPEC_SECTION_7, ...BEYOND_SPEC].map(([method, path]) => `${method} ${path}`);
    expect([...keys].sort()).toEqual([...expected].sort());
  });

  it('never registers one method and path twice', () => {
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('holds every contract the package exports, each once', () => {
    const exported = Object.values(contracts).filter(isContract);
    expect(new Set(allContracts)).toEqual(new Set(exported));
    expect(new Set(allContracts).size).toBe(allContracts.length);
  });

  it('puts every path under /api, with no trailing slash or query string', () => {
    for (const { path } of allContracts) {
      expect(path).toMatch(/^\/api(\/[A-Za-z0-9:._-]+)+$/);
    }
  });

  it('keeps the misspelt `subscrption` paths as the portal calls them', () => {
    expect(keys.filter((key) => key.includes('subscrption'))).toHaveLength(4);
    expect(keys.some((key) => key.includes('/subscription/cancel'))).toBe(false);
  });

  it('declares a params schema exactly for the path parameters', () => {
    for (const contract of allContracts) {
      const names = [...contract.path.matchAll(/:(\w+)/g)].map((match) => match[1]);
      if (names.length === 0) {
        expect(contract.params, contractKey(contract)).toBeUndefined();
        continue;
      }
      expect(contract.params, contractKey(contract)).toBeInstanceOf(z.ZodObject);
      expect(Object.keys((contract.params as z.ZodObject).shape).sort()).toEqual(names.sort());
    }
  });

  it('takes a file body (rawBody) only on a POST or PUT without a JSON body, up to a limit', () => {
    for (const contract of allContracts.filter((c) => c.rawBody)) {
      expect(['POST', 'PUT'], contractKey(contract)).toContain(contract.method);
      expect(contract.body, contractKey(contract)).toBeUndefined();
      expect(contract.rawBody?.maxBytes, contractKey(contract)).toBeGreaterThan(0);
    }
  });

  it('answers 404 to unknown path parameters only where there are some, and lists each success status once', () => {
    for (const contract of allContracts) {
      if (contract.paramsNotFound) expect(contract.params, contractKey(contract)).toBeDefined();
      const statuses = [contract.status ?? 200, ...(contract.otherStatuses ?? [])];
      expect(new Set(statuses).size, contractKey(contract)).toBe(statuses.length);
      const kinds = (contract.produces ?? []).map((form) => form.kind);
      expect(new Set(kinds).size, contractKey(contract)).toBe(kinds.length);
      // A redirect is its own answer: there is no body to go with it.
      if (kinds.includes('redirect')) expect(kinds, contractKey(contract)).toEqual(['redirect']);
    }
  });

  it('sends no body with a GET', () => {
    for (const contract of allContracts.filter((c) => c.method === 'GET')) {
      expect(contract.body, contractKey(contract)).toBeUndefined();
    }
  });

  it('describes every endpoint with a summary and a known area tag', () => {
    const areas = [
      'content',
      'session',
      'subscription',
      'my-bill',
      'system',
      'dev',
      'operator',
      'admin',
      'alerts',
      'partner',
    ];
    for (const contract of allContracts) {
      expect(contract.summary.length, contractKey(contract)).toBeGreaterThan(5);
      expect(areas, contractKey(contract)).toContain(contract.tags[0]);
    }
  });

  it('marks only the dev helpers as dev-only, only the webhooks as operator and the partner API as partner', () => {
    expect(
      allContracts
        .filter((c) => c.devOnly)
        .map(contractKey)
        .sort(),
    ).toEqual([
      'GET /api/dev/sms',
      'POST /api/dev/billing/sweep',
      'POST /api/dev/operator/sms',
      'POST /api/dev/operator/ussd',
      'POST /api/dev/revenue/summarize',
    ]);
    expect(
      allContracts
        .filter((c) => c.access === 'operator')
        .map(contractKey)
        .sort(),
    ).toEqual(['POST /api/operator/notifications', 'POST /api/operator/sms', 'POST /api/operator/ussd']);
    expect(
      allContracts
        .filter((c) => c.access === 'operator-callback')
        .map(contractKey)
        .sort(),
    ).toEqual(['POST /api/operator/oneapi/delivery', 'POST /api/operator/oneapi/inbound']);
    expect(
      allContracts
        .filter((c) => c.access === 'partner')
        .map(contractKey)
        .sort(),
    ).toEqual(['GET /api/partner/v1/rates', 'POST /api/partner/v1/rates']);
  });

  it('leaves content readable by anyone and subscriber data behind a token', () => {
    const byKey = new Map(allContracts.map((c) => [contractKey(c), c.access]));
    expect(byKey.get('GET /api/client/get/currency/list')).toBe('public');
    expect(byKey.get('GET /api/client/subscriptions/list')).toBe('public');
    expect(byKey.get('POST /api/client/confirm/otp')).toBe('public');
    expect(byKey.get('GET /api/my-bill/guest-subscriber/info')).toBe('public');
    expect(byKey.get('GET /api/client/my-bill/subscriber/transactions')).toBe('subscriber');
    expect(byKey.get('POST /api/client/subscriber/details')).toBe('subscriber');
    expect(byKey.get('POST /api/change/subscription')).toBe('subscriber');
  });

  // The server documents requests from their input side and encodes responses through their
  // output side (fastify-type-provider-zod); a transform or a Date in a response would break both.
  it.each(['draft-2020-12', 'openapi-3.0'] as const)(
    'converts every schema to %s for OpenAPI without anything unrepresentable',
    (target) => {
      const convert = (schema: z.ZodType, io: 'input' | 'output') =>
        z.toJSONSchema(schema, { target, io, unrepresentable: 'throw' });
      for (const contract of allContracts) {
        for (const part of ['query', 'body', 'params'] as const) {
          const schema = contract[part];
          if (schema)
            expect(() => convert(schema, 'input'), `${contractKey(contract)} ${part}`).not.toThrow();
        }
        expect(() => convert(contract.response, 'output'), contractKey(contract)).not.toThrow();
      }
    },
  );

  it('reads every query field from a string, as a query string delivers it', () => {
    for (const contract of allContracts) {
      if (!contract.query) continue;
      const json = z.toJSONSchema(contract.query, { io: 'input' }) as {
        properties?: Record<string, unknown>;
      };
      for (const [field, property] of Object.entries(json.properties ?? {})) {
        expect(JSON.stringify(property), `${contractKey(contract)} ?${field}`).not.toMatch(
          /"type":"(boolean|object|array)"/,
        );
      }
    }
  });
});
