import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * The header-enrichment token (docs/header-enrichment.md#the-token): AES-256-GCM over the number,
 * the client address it was issued to, its expiry and a random id, under a key derived from
 * APP_SECRET. Authenticated, so a client cannot forge or edit one; encrypted, so the client cannot
 * read the number from it (it only ever sees the masked form). Single use is not the codec's job:
 * the caller marks the id as spent in the counter store.
 */

export interface HeTokenClaims {
  /** The normalised msisdn (digits with country code). */
  msisdn: string;
  /** `request.ip` when it was issued (after TRUST_PROXY). */
  ip: string;
  /** Expiry, epoch milliseconds. */
  expiresAt: number;
  /** Random id, the key of its single-use marker. */
  id: string;
}

const VERSION = 1;
const IV_BYTES = 12;
const TAG_BYTES = 16;
// Binds ciphertexts to this use: a key derived for something else cannot open them, nor these it.
const AAD = Buffer.from(`sarraf he-token v${VERSION}`);

export function heTokenKey(appSecret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', appSecret, 'sarraf', `he-token v${VERSION}`, 32));
}

export function newHeTokenId(): string {
  return randomBytes(16).toString('base64url');
}

export function encodeHeToken(key: Buffer, claims: HeTokenClaims): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv).setAAD(AAD);
  const plain = Buffer.from(
    JSON.stringify({ v: VERSION, m: claims.msisdn, a: claims.ip, x: claims.expiresAt, j: claims.id }),
  );
  const sealed = Buffer.concat([cipher.update(plain), cipher.final()]);
  return Buffer.concat([iv, sealed, cipher.getAuthTag()]).toString('base64url');
}

/** The claims of a token this key sealed, or null for anything else (forged, edited, truncated). */
export function decodeHeToken(key: Buffer, token: string): HeTokenClaims | null {
  const raw = Buffer.from(token, 'base64url');
  if (raw.length <= IV_BYTES + TAG_BYTES) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, IV_BYTES)).setAAD(AAD);
    decipher.setAuthTag(raw.subarray(raw.length - TAG_BYTES));
    const plain = Buffer.concat([
      decipher.update(raw.subarray(IV_BYTES, raw.length - TAG_BYTES)),
      decipher.final(),
    ]);
    const value = JSON.parse(plain.toString('utf8')) as Record<string, unknown>;
    const { v, m, a, x, j } = value;
    if (v !== VERSION || typeof m !== 'string' || typeof a !== 'string') return null;
    if (typeof x !== 'number' || typeof j !== 'string') return null;
    return { msisdn: m, ip: a, expiresAt: x, id: j };
  } catch {
    return null;
  }
}
