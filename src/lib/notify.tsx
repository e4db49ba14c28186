import { i18n, type MessageDescriptor } from '@lingui/core';
import type { NotificationData } from '@mantine/notifications';
import { IconAlertTriangle, IconCheck, IconInfoCircle } from '@tabler/icons-react';

/** SPEC §9: toasts close after 1500 ms and only one shows at a time. */
export const TOAST_AUTO_CLOSE_MS = 1500;
export const TOAST_LIMIT = 1;

type ToastMessage = string | MessageDescriptor;

const text = (message: ToastMessage) => (typeof message === 'string' ? message : i18n._(message));

/**
 * @mantine/notifications (its store and the component that draws toasts, ~10 KiB gzip) loads with
 * the first toast, not with the entry (docs/frontend.md, "App weight"): `ToastRegion`
 * (src/app/toast-region.tsx) mounts the component once a toast is wanted.
 */
export const loadNotifications = () => import('@mantine/notifications');

let toastWanted = false;
const wantListeners = new Set<() => void>();

/** For `useSyncExternalStore`: whether a toast was asked for yet, and a subscription to the moment it is. */
export const toastRegionStore = {
  subscribe: (listener: () => void) => {
    wantListeners.add(listener);
    return () => wantListeners.delete(listener);
  },
  wanted: () => toastWanted,
};

function show(data: NotificationData): void {
  if (!toastWanted) {
    toastWanted = true;
    for (const listener of wantListeners) listener();
  }
  void loadNotifications().then(({ notifications }) => notifications.show(data));
}

/** The one way the app shows a toast; callers pass translated text or a catalogue entry. */
export const toast = {
  success: (message: ToastMessage) =>
    show({ message: text(message), color: 'teal', icon: <IconCheck size={18} /> }),
  error: (message: ToastMessage) =>
    show({ message: text(message), color: 'red', icon: <IconAlertTriangle size={18} /> }),
  info: (message: ToastMessage) =>
    show({ message: text(message), color: 'indigo', icon: <IconInfoCircle size={18} /> }),
};
