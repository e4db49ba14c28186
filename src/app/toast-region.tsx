import { lazy, Suspense, useSyncExternalStore } from 'react';
import { loadNotifications, TOAST_AUTO_CLOSE_MS, TOAST_LIMIT, toastRegionStore } from '@/lib/notify.tsx';

const Notifications = lazy(() => loadNotifications().then((module) => ({ default: module.Notifications })));

/**
 * Where toasts appear: a live region from the first render (a region added with its first toast
 * is not heard), into which Mantine's Notifications is mounted when the first toast is asked for,
 * so no screen loads it before (src/lib/notify.tsx).
 */
export function ToastRegion() {
  const wanted = useSyncExternalStore(toastRegionStore.subscribe, toastRegionStore.wanted);
  return (
    <div aria-live="polite" data-toast-region>
      {wanted && (
        <Suspense fallback={null}>
          <Notifications
            autoClose={TOAST_AUTO_CLOSE_MS}
            limit={TOAST_LIMIT}
            position="top-center"
            withinPortal={false}
          />
        </Suspense>
      )}
    </div>
  );
}
