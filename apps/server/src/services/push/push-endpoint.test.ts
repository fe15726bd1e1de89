import { describe, expect, it } from 'vitest';
import { isAcceptedPushEndpoint, isAllowedPushAddress, pushEndpointProblem } from './push-endpoint';

describe('isAcceptedPushEndpoint', () => {
  it('accepts any https endpoint', () => {
    expect(isAcceptedPushEndpoint('https://fcm.googleapis.com/fcm/send/abc', false)).toBe(true);
    expect(isAcceptedPushEndpoint('https://updates.push.services.mozilla.com/wpush/v2/x', false)).toBe(true);
  });

  it('refuses http, other schemes and credentials in the URL', () => {
    expect(isAcceptedPushEndpoint('http://push.example.com/x', false)).toBe(false);
    expect(isAcceptedPushEndpoint('http://push.example.com/x', true)).toBe(false);
    expect(isAcceptedPushEndpoint('ftp://push.example.com/x', true)).toBe(false);
    expect(isAcceptedPushEndpoint('https://user:pw@push.example.com/x', false)).toBe(false);
    expect(isAcceptedPushEndpoint('not a url', true)).toBe(false);
  });

  it('accepts loopback http only with the test and development setting on', () => {
    expect(isAcceptedPushEndpoint('http://127.0.0.1:4300/push', false)).toBe(false);
    expect(isAcceptedPushEndpoint('http://127.0.0.1:4300/push', true)).toBe(true);
    expect(isAcceptedPushEndpoint('http://localhost:4300/push', true)).toBe(true);
    expect(isAcceptedPushEndpoint('http://[::1]:4300/push', true)).toBe(true);
    expect(isAcceptedPushEndpoint('http://10.0.0.5/push', true)).toBe(false);
  });
});

describe('isAllowedPushAddress', () => {
  it('allows public addresses only, whatever the scheme', () => {
    expect(isAllowedPushAddress('142.250.74.10', 'https:', false)).toBe(true);
    for (const address of ['127.0.0.1', '10.0.0.1', '169.254.169.254', '::1', 'fd00::1', '::ffff:7f00:1'])
      expect(isAllowedPushAddress(address, 'https:', true), address).toBe(false);
  });

  it('allows loopback only for the plain-http receiver of tests and development', () => {
    expect(isAllowedPushAddress('127.0.0.1', 'http:', true)).toBe(true);
    expect(isAllowedPushAddress('::1', 'http:', true)).toBe(true);
    expect(isAllowedPushAddress('127.0.0.1', 'http:', false)).toBe(false);
    expect(isAllowedPushAddress('10.0.0.1', 'http:', true)).toBe(false);
  });
});

describe('pushEndpointProblem', () => {
  it('names what is wrong with an endpoint, by its address or by what its name resolves to', async () => {
    expect(await pushEndpointProblem('http://push.example.com/x', false)).toBe('push_endpoint_not_https');
    expect(await pushEndpointProblem('https://10.1.2.3/x', false)).toBe('push_endpoint_not_public');
    expect(await pushEndpointProblem('https://[fe80::1]/x', false)).toBe('push_endpoint_not_public');
    expect(await pushEndpointProblem('https://localhost:8443/x', true)).toBe('push_endpoint_not_public');
    expect(await pushEndpointProblem('https://8.8.8.8/x', false)).toBeNull();
    expect(await pushEndpointProblem('http://localhost:4300/x', true)).toBeNull();
  });

  it('leaves a name that does not resolve now to the check at each send', async () => {
    expect(await pushEndpointProblem('https://no-such-host.invalid/x', false)).toBeNull();
  });
});
