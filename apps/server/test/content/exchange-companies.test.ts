import type { TExchangeCompaniesResponse, TGetExchangeCompanyPhoneNumbersResponse } from '@sarraf/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/test-server';
import { requestJson, type ErrorBody } from './helpers';

const BASE = '/api/client/get/exchange/companies';
const q = encodeURIComponent;

describe('exchange companies and their phone numbers', () => {
  let server: TestServer;
  const companies = (scope: 'local' | 'international', query = '') =>
    requestJson<TExchangeCompaniesResponse>(server, `${BASE}/${scope}${query}`);
  const phones = (query = '') =>
    requestJson<TGetExchangeCompanyPhoneNumbersResponse>(server, `${BASE}/phone/numbers${query}`);

  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('lists local companies with their numbers, paged', async () => {
    const { status, body } = await companies('local');
    expect(status).toBe(200);
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
    const { body } = await companies('international');
    expect(body.meta.total).toBe(4);
    expect(body.data.every((c) => c.scope === 'international' && c.website?.startsWith('https://'))).toBe(
      true,
    );
  });

  it('filters by city and finds names whatever the spelling', async () => {
    const aden = await companies('local', `?city=${q('عدن')}`);
    expect(aden.body.data.map((c) => c.name)).toEqual(['مؤسسة الوفاق للصرافة', 'شركة السلام للصرافة']);
    const wefaq = await companies('local', `?search=${q('مؤسسه الوفاق')}`);
    expect(wefaq.body.data.map((c) => c.name)).toEqual(['مؤسسة الوفاق للصرافة']);
    const hamza = await companies('local', `?search=${q('الامانه')}`);
    expect(hamza.body.data.map((c) => c.name)).toEqual(['شركة الأمانة للصرافة والتحويلات']);
    expect((await companies('international', `?search=${q('الوفاق')}`)).body.data).toEqual([]);
  });

  it('pages at the edges', async () => {
    const last = await companies('local', '?per_page=5&page=3');
    expect(last.body.data).toHaveLength(1);
    expect(last.body.meta).toMatchObject({ last_page: 3, total: 11 });
    expect((await companies('local', '?per_page=5&page=4')).body.data).toEqual([]);
  });

  it('lists every number with its company, and filters by company, scope and city', async () => {
    const all = await phones('?per_page=100');
    expect(all.body.meta.total).toBe(27);
    expect(all.body.data[0]).toMatchObject({
      phone: '9671412358',
      company: { id: 1, scope: 'local', city: 'صنعاء' },
    });
    const one = await phones('?company_id=2');
    expect(one.body.data.map((p) => p.phone)).toEqual(['9671286410', '9671286411', '967733286410']);
    const international = await phones('?scope=international&per_page=100');
    expect(international.body.data.every((p) => p.company.scope === 'international')).toBe(true);
    expect(international.body.meta.total).toBe(8);
    const mukalla = await phones(`?city=${q('المكلا')}&per_page=100`);
    expect(new Set(mukalla.body.data.map((p) => p.company.city))).toEqual(new Set(['المكلا']));
  });

  it('finds a number typed in Arabic-Indic digits, and a label', async () => {
    const byDigits = await phones(`?search=${q('٧٧٧٤١٢٣٥٨')}`);
    expect(byDigits.body.data.map((p) => p.phone)).toEqual(['967777412358']);
    const byLabel = await phones(`?search=${q('فرع المعلا')}`);
    expect(byLabel.body.data.map((p) => p.company.name)).toEqual(['شركة السلام للصرافة']);
  });

  it.each([
    [`${BASE}/local?page=0`, 'page'],
    [`${BASE}/international?per_page=x`, 'per_page'],
    [`${BASE}/phone/numbers?scope=global`, 'scope'],
    [`${BASE}/phone/numbers?company_id=-3`, 'company_id'],
    [`${BASE}/local?city=${'x'.repeat(101)}`, 'city'],
  ])('answers 422 to %s', async (path, field) => {
    const { status, body } = await requestJson<ErrorBody>(server, path);
    expect(status).toBe(422);
    expect(Object.keys(body.errors ?? {})).toEqual([field]);
  });
});
