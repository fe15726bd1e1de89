// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { identifyCaller } from './he-api';

describe('identifyCaller: the identity handed over by the plain-HTTP entry', () => {
  afterEach(() => {
    window.history.replaceState(null, '', '/');
    vi.restoreAllMocks();
  });

  it('reads the fragment once, removes it from the address, and asks nobody', async () => {
    const asked = vi.spyOn(XMLHttpRequest.prototype, 'send');
    window.history.replaceState(null, '', '/mybill?x=1#he=tok-123&m=96777****567&s=1');
    await expect(identifyCaller()).resolves.toEqual({
      identified: true,
      he_token: 'tok-123',
      msisdn_masked: '96777****567',
      subscriber: true,
    });
    expect(window.location.hash).toBe('');
    expect(window.location.pathname + window.location.search).toBe('/mybill?x=1');
    expect(asked).not.toHaveBeenCalled();
  });

  it('ignores a fragment without a well-formed masked number, and asks the server instead', async () => {
    // The server is not there: identify fails quietly, which is "not identified".
    const asked = vi.spyOn(XMLHttpRequest.prototype, 'send').mockImplementation(function (
      this: XMLHttpRequest,
    ) {
      this.dispatchEvent(new ProgressEvent('error'));
    });
    window.history.replaceState(null, '', '/#he=tok&m=967771234567');
    await expect(identifyCaller()).resolves.toEqual({ identified: false });
    expect(window.location.hash).toBe('');
    expect(asked).toHaveBeenCalledTimes(1);
  });
});
