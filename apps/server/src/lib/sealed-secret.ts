import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Secrets the server must use again but never show (a feed's API key header): AES-256-GCM under a
 * key derived from APP_SECRET for one purpose, so a copy of the database alone cannot read them and a
 * key derived for another use cannot open them. The text is `v1.` + base64url(iv ‖ ciphertext ‖ tag).
 */
const IV_BYTES = 12;
const TAG_BYTES = 16;
const keys = new Map<string, Buffer>();

function keyFor(appSecret: string, purpose: string): Buffer {
  const id = `${purpose}\u0000${appSecret}`;
  let key = keys.get(id);
  if (!key) {
    key = Buffer.from(hkdfSync('sha256', appSecret, 'sarraf', `sealed ${purpose} v1`, 32));
    keys.set(id, key);
  }
  return key;
}

export function sealSecret(appSecret: string, purpose: string, plain: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', keyFor(appSecret, purpose), iv).setAAD(Buffer.from(purpose));
  const sealed = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return `v1.${Buffer.concat([iv, sealed, cipher.getAuthTag()]).toString('base64url')}`;
}

/** The plain text, or null when it was not sealed by this secret for this purpose (or was edited). */
export function openSecret(appSecret: string, purpose: string, sealed: string): string | null {
  if (!sealed.startsWith('v1.')) return null;
  const raw = Buffer.from(sealed.slice(3), 'base64url');
  if (raw.length < IV_BYTES + TAG_BYTES) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', keyFor(appSecret, purpose), raw.subarray(0, IV_BYTES));
    decipher.setAAD(Buffer.from(purpose));
    decipher.setAuthTag(raw.subarray(raw.length - TAG_BYTES));
    return Buffer.concat([
      decipher.update(raw.subarray(IV_BYTES, raw.length - TAG_BYTES)),
      decipher.final(),
    ]).toString('utf8');
  } catch {
    return null;
  }
}

/** What the back office shows of a secret: its last four characters at most, never more than a quarter. */
export function maskSecret(plain: string): string {
  const shown = plain.length >= 8 ? plain.slice(-4) : '';
  return `••••${shown}`;
}
