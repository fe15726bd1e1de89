import { describe, expect, it } from 'vitest';
import { isHeHost, requestScheme } from './he-request';
import { hostNameOf } from './host-name';

describe('requestScheme: plain HTTP all the way, or not', () => {
  const trusted = { fromTrustedProxy: true, encrypted: false };

  it('believes a trusted proxy that says http', () => {
    expect(requestScheme({ ...trusted, forwardedProto: 'http' })).toBe('http');
    expect(requestScheme({ ...trusted, forwardedProto: ' HTTP ' })).toBe('http');
    expect(requestScheme({ ...trusted, forwardedProto: 'http, http' })).toBe('http');
    expect(requestScheme({ ...trusted, forwardedProto: ['http', 'http'] })).toBe('http');
  });

  it('takes a missing or empty X-Forwarded-Proto from a trusted proxy for https', () => {
    expect(requestScheme({ ...trusted, forwardedProto: undefined })).toBe('https');
    expect(requestScheme({ ...trusted, forwardedProto: '' })).toBe('https');
    expect(requestScheme({ ...trusted, forwardedProto: ' , ' })).toBe('https');
  });

  it('takes anything but http at every hop for https', () => {
    for (const value of ['https', 'https, http', 'http, https', 'ws', 'http;', 'h t t p']) {
      expect(requestScheme({ ...trusted, forwardedProto: value }), value).toBe('https');
    }
    expect(requestScheme({ ...trusted, forwardedProto: ['http', 'https'] })).toBe('https');
  });

  it('believes the trusted proxy over the connection to us, which may be TLS to the next hop', () => {
    expect(requestScheme({ fromTrustedProxy: true, encrypted: true, forwardedProto: 'http' })).toBe('http');
    expect(requestScheme({ fromTrustedProxy: true, encrypted: true, forwardedProto: undefined })).toBe(
      'https',
    );
  });

  it("counts the connection's own scheme from any other peer, whatever it claims", () => {
    const untrusted = { fromTrustedProxy: false };
    expect(requestScheme({ ...untrusted, encrypted: false, forwardedProto: undefined })).toBe('http');
    expect(requestScheme({ ...untrusted, encrypted: false, forwardedProto: 'https' })).toBe('http');
    // An HTTPS connection made by the client itself is HTTPS, whatever it writes.
    expect(requestScheme({ ...untrusted, encrypted: true, forwardedProto: 'http' })).toBe('https');
    expect(requestScheme({ ...untrusted, encrypted: true, forwardedProto: undefined })).toBe('https');
  });
});

describe('hostNameOf', () => {
  it.each([
    ['he.example.com', 'he.example.com'],
    ['HE.Example.COM:8081', 'he.example.com'],
    ['he.example.com.', 'he.example.com'],
    ['he.example.com.:80', 'he.example.com'],
    ['127.0.0.1:4311', '127.0.0.1'],
    ['[::1]:3000', '::1'],
    ['[2001:db8::1]', '2001:db8::1'],
    ['', ''],
    [undefined, ''],
    ['he.example.com:80:80', ''],
    ['he.example.com/evil', ''],
    ['he example.com', ''],
    ['[::1', ''],
  ])('%o is %o', (host, name) => {
    expect(hostNameOf(host)).toBe(name);
  });
});

describe('isHeHost (HE_HOSTS)', () => {
  const hosts = ['he.example.com', 'he2.example.com'];

  it('lets every host through when HE_HOSTS is unset', () => {
    expect(isHeHost('www.example.com', [])).toBe(true);
    expect(isHeHost(undefined, [])).toBe(true);
  });

  it('lets only a listed host name through, with any port and case', () => {
    expect(isHeHost('he.example.com', hosts)).toBe(true);
    expect(isHeHost('HE2.example.com:8081', hosts)).toBe(true);
    expect(isHeHost('www.example.com', hosts)).toBe(false);
    expect(isHeHost('he.example.com.evil.test', hosts)).toBe(false);
    expect(isHeHost('evil-he.example.com', hosts)).toBe(false);
    expect(isHeHost(undefined, hosts)).toBe(false);
    expect(isHeHost('', hosts)).toBe(false);
  });
});
