import { PushService } from '@plaza/sdk';
import { callApi } from '../../../lib/api';
import { registerServiceWorker, serviceWorkerSupported } from '../../../lib/serviceWorker';

/** Where this browser keeps the id the server gave its subscription (to remove it on "turn off"). */
const SUBSCRIPTION_ID = 'plaza.push_subscription_id';

export type DeviceState = 'unsupported' | 'denied' | 'off' | 'on';

export const pushSupported = (): boolean => serviceWorkerSupported() && typeof window !== 'undefined' && 'PushManager' in window && 'Notification' in window;

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(base64url.length / 4) * 4, '=');
  const text = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(text.length));
  for (let i = 0; i < text.length; i++) {
    bytes[i] = text.charCodeAt(i);
  }
  return bytes;
}

/** Whether this device gets push notifications now. */
export async function deviceState(): Promise<DeviceState> {
  if (!pushSupported()) {
    return 'unsupported';
  }
  if (Notification.permission === 'denied') {
    return 'denied';
  }
  const registration = await navigator.serviceWorker.getRegistration('/');
  const subscription = await registration?.pushManager.getSubscription();
  return subscription && localStorage.getItem(SUBSCRIPTION_ID) ? 'on' : 'off';
}

/** Thrown when the member (or the browser) refused notifications. */
export class PermissionDenied extends Error {}

/**
 * Asks for permission, registers the service worker, subscribes with the server's VAPID key and
 * tells the server. Rejects with PermissionDenied, or with the browser's error (no push service).
 */
export async function turnOn(): Promise<void> {
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') {
    throw new PermissionDenied(permission);
  }
  const registration = await registerServiceWorker();
  const { public_key } = await callApi(() => PushService.getPushPublicKey());
  const existing = await registration.pushManager.getSubscription();
  const subscription = existing ?? (await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(public_key) }));
  const json = subscription.toJSON();
  const saved = await callApi(() =>
    PushService.createPushSubscription({
      requestBody: { endpoint: subscription.endpoint, keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' }, expirationTime: null },
    }),
  );
  localStorage.setItem(SUBSCRIPTION_ID, String(saved.data.id));
}

/** Unsubscribes this browser and tells the server. */
export async function turnOff(): Promise<void> {
  const registration = await navigator.serviceWorker.getRegistration('/');
  await (await registration?.pushManager.getSubscription())?.unsubscribe();
  const id = Number(localStorage.getItem(SUBSCRIPTION_ID));
  localStorage.removeItem(SUBSCRIPTION_ID);
  if (id) {
    await callApi(() => PushService.deletePushSubscription({ id })).catch(() => undefined);
  }
}
