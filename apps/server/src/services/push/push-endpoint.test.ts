import { describe, expect, it } from 'vitest';
import { isAcceptedPushEndpoint } from './push-endpoint';

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
