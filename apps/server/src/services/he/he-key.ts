import { heTokenKey } from '../../lib/he-token';

// Derived once per secret: every request of a process uses the same APP_SECRET.
const keys = new Map<string, Buffer>();

export function heKey(appSecret: string): Buffer {
  let key = keys.get(appSecret);
  if (!key) {
    key = heTokenKey(appSecret);
    keys.set(appSecret, key);
  }
  return key;
}
