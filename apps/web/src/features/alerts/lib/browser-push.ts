import type { TRequest } from '@sarraf/contracts/api';
import { deletePushSubscription, getPushKey, savePushSubscription } from '../api/alerts-api';

/** Why this browser cannot take pushes, or that it can. */
export type PushSupport = 'supported' | 'unsupported' | 'denied';

export function pushSupport(): PushSupport {
  if (
    typeof window === 'undefined' ||
    !('serviceWorker' in navigator) ||
    !('PushManager' in window) ||
    !('Notification' in window)
  )
    return 'unsupported';
  return Notification.permission === 'denied' ? 'denied' : 'supported';
}

/** The portal's worker (public/sw.js): registered here too, in case the page has not yet. */
async function registration(): Promise<ServiceWorkerRegistration> {
  await navigator.serviceWorker.register('/sw.js');
  return navigator.serviceWorker.ready;
}

/** This browser's push subscription, when it has one. */
export async function currentPushSubscription(): Promise<PushSubscription | null> {
  if (pushSupport() === 'unsupported') return null;
  const existing = await navigator.serviceWorker.getRegistration('/');
  return existing ? existing.pushManager.getSubscription() : null;
}

/** The VAPID key as the bytes `applicationServerKey` wants (it is base64url text). */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let index = 0; index < binary.length; index++) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

export type EnableOutcome = 'enabled' | 'denied' | 'dismissed';

/**
 * Asks permission and subscribes at once (docs/design.md#web-push): the switch is the consent,
 * no later save. The server gets `subscription.toJSON()`; when it refuses, the browser's
 * subscription is dropped again so the switch never shows "on" for pushes that cannot arrive.
 */
export async function enablePush(): Promise<EnableOutcome> {
  const permission = await Notification.requestPermission();
  if (permission === 'denied') return 'denied';
  if (permission !== 'granted') return 'dismissed';
  const [worker, publicKey] = await Promise.all([registration(), getPushKey()]);
  const subscription =
    (await worker.pushManager.getSubscription()) ??
    (await worker.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: keyBytes(publicKey),
    }));
  try {
    await savePushSubscription(subscription.toJSON() as TRequest<'savePushSubscription'>);
  } catch (error) {
    await subscription.unsubscribe().catch(() => undefined);
    throw error;
  }
  return 'enabled';
}

/** Tells the server first (it stops pushing), then drops the browser's subscription. */
export async function disablePush(): Promise<void> {
  const subscription = await currentPushSubscription();
  if (!subscription) return;
  await deletePushSubscription(subscription.endpoint);
  await subscription.unsubscribe();
}
