import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import webpush from 'web-push';
import { ConfigError } from './config-error';

/**
 * The secrets a server makes for itself when they are not configured: APP_SECRET outside
 * production, and the VAPID key pair. They are written into DATA_DIR by the start step
 * (`ensureGeneratedSecrets`, before the configuration is loaded) and only read while it loads, so
 * codes, tokens and browsers' push subscriptions survive a restart without anyone configuring a
 * secret on a laptop. Every process reading the same DATA_DIR shares them; several hosts (or a
 * read-only DATA_DIR) set the variables instead (docs/operations.md#web-push).
 */

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

const appSecretFile = (dataDir: string) => path.join(dataDir, 'app-secret');
const vapidKeysFile = (dataDir: string) => path.join(dataDir, 'vapid-keys.json');

function readIfPresent(file: string): string | undefined {
  try {
    return readFileSync(file, 'utf8');
  } catch (error) {
    const { code } = error as NodeJS.ErrnoException;
    if (code === 'ENOENT' || code === 'ENOTDIR') return undefined;
    throw error;
  }
}

/** DATA_DIR's generated APP_SECRET, if one was written. */
export function readAppSecret(dataDir: string): string | undefined {
  return readIfPresent(appSecretFile(dataDir))?.trim();
}

/** DATA_DIR's generated VAPID pair, if one was written. */
export function readVapidKeys(dataDir: string): VapidKeys | undefined {
  const text = readIfPresent(vapidKeysFile(dataDir));
  return text === undefined ? undefined : (JSON.parse(text) as VapidKeys);
}

/** A fresh secret of the strength APP_SECRET asks for (32 random bytes). */
export const newAppSecret = () => randomBytes(32).toString('base64url');

/** A fresh VAPID pair, base64url as web-push writes them. */
export const newVapidKeys = (): VapidKeys => webpush.generateVAPIDKeys();

/** Writes `DATA_DIR/app-secret` unless it exists. */
export function writeAppSecretOnce(dataDir: string): void {
  if (readAppSecret(dataDir) !== undefined) return;
  mkdirSync(dataDir, { recursive: true });
  try {
    // `wx`: a second process starting at the same moment keeps the first one's secret.
    writeFileSync(appSecretFile(dataDir), newAppSecret(), { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
}

/** Writes `DATA_DIR/vapid-keys.json` unless it exists. */
export function writeVapidKeysOnce(dataDir: string): void {
  if (readVapidKeys(dataDir) !== undefined) return;
  const file = vapidKeysFile(dataDir);
  try {
    mkdirSync(dataDir, { recursive: true });
    // `wx`: a second process starting at the same moment keeps the first one's pair.
    writeFileSync(file, JSON.stringify(newVapidKeys()), { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return;
    throw new ConfigError(
      `Invalid configuration: VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are unset and ${file} cannot be written; set them`,
    );
  }
}
