export type NotificationType = 'success' | 'error' | 'warning' | 'info';

// The toast library comes with the first toast (or the toaster, right after the first paint),
// not with the page.
const toasts = () => import('sonner').then((module) => module.toast);

/** The one way the app raises a toast (sonner; position and duration are set on the Toaster). */
export const notify = {
  show: (type: NotificationType, message: string, duration?: number) =>
    void toasts().then((toast) =>
      toast[type](message, duration === undefined ? undefined : { duration }),
    ),
  success: (message: string) => notify.show('success', message),
  error: (message: string) => notify.show('error', message),
  warning: (message: string) => notify.show('warning', message),
  info: (message: string) => notify.show('info', message),
};
