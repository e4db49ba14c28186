import { i18n, type MessageDescriptor } from '@lingui/core';
import { notifications } from '@mantine/notifications';
import { IconAlertTriangle, IconCheck, IconInfoCircle } from '@tabler/icons-react';

/** SPEC §9: toasts close after 1500 ms and only one shows at a time. */
export const TOAST_AUTO_CLOSE_MS = 1500;
export const TOAST_LIMIT = 1;

type ToastMessage = string | MessageDescriptor;

const text = (message: ToastMessage) => (typeof message === 'string' ? message : i18n._(message));

/** The one way the app shows a toast; callers pass translated text or a catalogue entry. */
export const toast = {
  success: (message: ToastMessage) =>
    notifications.show({ message: text(message), color: 'teal', icon: <IconCheck size={18} /> }),
  error: (message: ToastMessage) =>
    notifications.show({ message: text(message), color: 'red', icon: <IconAlertTriangle size={18} /> }),
  info: (message: ToastMessage) =>
    notifications.show({ message: text(message), color: 'indigo', icon: <IconInfoCircle size={18} /> }),
};
