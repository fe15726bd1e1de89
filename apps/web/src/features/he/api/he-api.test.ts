// @vitest-environment jsdom
import { AxiosError } from 'axios';
import { routes } from '@sarraf/contracts/api';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installFakeApi } from '../../../lib/fake-api';
import { identifyCaller } from './he-api';

// The quiet client of he-api is made by axios.create on its first call, and takes axios's default
// adapter: every call of these tests is answered by the test's own `api.answer`.
const api = installFakeApi();
const calls = api.calls;

const TOKEN = 'tok-123-abcdefghijklmnop';
const PEEK = routes.hePeek.path;
const IDENTIFY = routes.heIdentify.path;

describe('identifyCaller: the hand-over of the plain-HTTP entry, checked with peek', () => {
  beforeEach(() => {
    calls.length = 0;
  });
  afterEach(() => {
    window.history.replaceState(null, '', '/');
    api.answer = () => 'network';
    vi.restoreAllMocks();
  });

  it("shows the token's own number from peek, not the fragment's, and removes the fragment", async () => {
    api.answer = () => ({
      status: 200,
      data: { data: { msisdn_masked: '96778****111', subscriber: false } },
    });
    // A link whose author wrote someone else's number and "subscriber" in the fragment.
    window.history.replaceState(null, '', `/mybill?x=1#he=${TOKEN}&m=96777****567&s=1`);
    await expect(identifyCaller()).resolves.toEqual({
      identified: true,
      he_token: TOKEN,
      msisdn_masked: '96778****111',
      subscriber: false,
    });
    expect(window.location.hash).toBe('');
    expect(window.location.pathname + window.location.search).toBe('/mybill?x=1');
    expect(calls).toEqual([{ url: PEEK, body: { he_token: TOKEN } }]);
  });

  it('falls back to "not identified" without a word when peek refuses the token', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    api.answer = () => ({
      status: 422,
      data: { message: 'x', errors: { he_token: ['انتهت مهلة التعرّف على رقمك.'] } },
    });
    window.history.replaceState(null, '', `/#he=${TOKEN}&m=96777****567&s=0`);
    await expect(identifyCaller()).resolves.toEqual({ identified: false });
    expect(window.location.hash).toBe('');
    expect(alert).not.toHaveBeenCalled();
    // The token is gone with its refusal: the next ask is identify's.
    api.answer = () => ({ status: 200, data: { data: { identified: false } } });
    await expect(identifyCaller()).resolves.toEqual({ identified: false });
    expect(calls.map((call) => call.url)).toEqual([PEEK, IDENTIFY]);
  });

  it('says the hand-over failed when peek got no answer (network, 5xx), without an alert', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    window.history.replaceState(null, '', `/#he=${TOKEN}&m=96777****567&s=0`);
    await expect(identifyCaller()).resolves.toEqual({ identified: false, handOverFailed: true });
    api.answer = () => ({ status: 503, data: { message: 'الخدمة غير متاحة' } });
    window.history.replaceState(null, '', `/#he=${TOKEN}&m=96777****567&s=0`);
    await expect(identifyCaller()).resolves.toEqual({ identified: false, handOverFailed: true });
    expect(alert).not.toHaveBeenCalled();
  });

  it('keeps the token for the next ask when the first one is cancelled on the way', async () => {
    const controller = new AbortController();
    api.answer = () => {
      controller.abort();
      return 'network';
    };
    window.history.replaceState(null, '', `/#he=${TOKEN}&m=96777****567&s=0`);
    await expect(identifyCaller(controller.signal)).rejects.toBeInstanceOf(AxiosError);
    expect(window.location.hash).toBe('');
    api.answer = () => ({ status: 200, data: { data: { msisdn_masked: '96777****567', subscriber: true } } });
    await expect(identifyCaller()).resolves.toMatchObject({
      identified: true,
      he_token: TOKEN,
      subscriber: true,
    });
  });

  it('ignores a fragment without a well-formed token, and asks identify instead', async () => {
    api.answer = () => ({ status: 200, data: { data: { identified: false } } });
    window.history.replaceState(null, '', '/#he=x&m=96777****567');
    await expect(identifyCaller()).resolves.toEqual({ identified: false });
    expect(window.location.hash).toBe('');
    expect(calls.map((call) => call.url)).toEqual([IDENTIFY]);
  });

  it('without a hand-over asks identify, and a failure is quietly "not identified"', async () => {
    window.history.replaceState(null, '', '/#she=1');
    await expect(identifyCaller()).resolves.toEqual({ identified: false });
    expect(calls.map((call) => call.url)).toEqual([IDENTIFY]);
  });
});
