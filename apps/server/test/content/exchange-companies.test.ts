import type { TQuery } from '@sarraf/contracts/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/test-server';

describe('exchange companies and their phone numbers', () => {
  let server: TestServer;
  const companies = (scope: 'local' | 'international', query: TQuery<'getLocalExchangeCompanies'> = {}) =>
    server.api.ok(scope === 'local' ? 'getLocalExchangeCompanies' : 'getInternationalExchangeCompanies', { query });
  const phones = (query: TQuery<'getExchangeCompanyPhoneNumbers'> = {}) =>
    server.api.ok('getExchangeCompanyPhoneNumbers', { query });

  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('lists local companies with their numbers, paged', async () => {
    const body = await companies('local');
    expect(body.meta).toEqual({ current_page: 1, per_page: 20, total: 11, last_page: 1 });
    expect(body.data.every((c) => c.scope === 'local')).toBe(true);
    expect(body.data[0]).toMatchObject({
      name: 'شركة الأمانة للصرافة والتحويلات',
      city: 'صنعاء',
      website: null,
      phones: [
        { phone: '9671412358', kind: 'phone', label: 'الإدارة العامة' },
        { phone: '967777412358', kind: 'whatsapp', label: 'خدمة العملاء' },
      ],
    });
  });

  it('lists international networks separately', async () => {
    const body = await companies('international');
    expect(body.meta.total).toBe(4);
    expect(body.data.every((c) => c.scope === 'international' && c.website?.startsWith('https://'))).toBe(
      true,
    );
  });

  it('filters by city and finds names whatever the spelling', async () => {
    const aden = await companies('local', { city: 'عدن' });
    expect(aden.data.map((c) => c.name)).toEqual(['مؤسسة الوفاق للصرافة', 'شركة السلام للصرافة']);
    const wefaq = await companies('local', { search: 'مؤسسه الوفاق' });
    expect(wefaq.data.map((c) => c.name)).toEqual(['مؤسسة الوفاق للصرافة']);
    const hamza = await companies('local', { search: 'الامانه' });
    expect(hamza.data.map((c) => c.name)).toEqual(['شركة الأمانة للصرافة والتحويلات']);
    expect((await companies('international', { search: 'الوفاق' })).data).toEqual([]);
  });

  it('pages at the edges', async () => {
    const last = await companies('local', { per_page: 5, page: 3 });
    expect(last.data).toHaveLength(1);
    expect(last.meta).toMatchObject({ last_page: 3, total: 11 });
    expect((await companies('local', { per_page: 5, page: 4 })).data).toEqual([]);
  });

  it('lists every number with its company, and filters by company, scope and city', async () => {
    const all = await phones({ per_page: 100 });
    expect(all.meta.total).toBe(27);
    expect(all.data[0]).toMatchObject({
      phone: '9671412358',
      company: { id: 1, scope: 'local', city: 'صنعاء' },
    });
    const one = await phones({ company_id: 2 });
    expect(one.data.map((p) => p.phone)).toEqual(['9671286410', '9671286411', '967733286410']);
    const international = await phones({ scope: 'international', per_page: 100 });
    expect(international.data.every((p) => p.company.scope === 'international')).toBe(true);
    expect(international.meta.total).toBe(8);
    const mukalla = await phones({ city: 'المكلا', per_page: 100 });
    expect(new Set(mukalla.data.map((p) => p.company.city))).toEqual(new Set(['المكلا']));
  });

  it('finds a number typed in Arabic-Indic digits, and a label', async () => {
    const byDigits = await phones({ search: '٧٧٧٤١٢٣٥٨' });
    expect(byDigits.data.map((p) => p.phone)).toEqual(['967777412358']);
    const byLabel = await phones({ search: 'فرع المعلا' });
    expect(byLabel.data.map((p) => p.company.name)).toEqual(['شركة السلام للصرافة']);
  });

  it.each([
    ['getLocalExchangeCompanies', 'page=0', 'page'],
    ['getInternationalExchangeCompanies', 'per_page=x', 'per_page'],
    ['getExchangeCompanyPhoneNumbers', 'scope=global', 'scope'],
    ['getExchangeCompanyPhoneNumbers', 'company_id=-3', 'company_id'],
    ['getLocalExchangeCompanies', `city=${'x'.repeat(101)}`, 'city'],
  ] as const)('answers 422 to %s?%s', async (name, rawQuery, field) => {
    const body = await server.api.fails(name, 422, { rawQuery });
    expect(Object.keys(body.errors ?? {})).toEqual([field]);
  });
});
