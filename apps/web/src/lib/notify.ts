import { toast } from 'sonner';

export type NotificationType = 'success' | 'error' | 'warning' | 'info';

/** The one way the app raises a toast (sonner; position and duration are set on the Toaster). */
export const notify = {
  show: (type: NotificationType, message: string, duration?: number) =>
    toast[type](message, duration === undefined ? undefined : { duration }),
  success: (message: string) => toast.success(message),
  error: (message: string) => toast.error(message),
  warning: (message: string) => toast.warning(message),
  info: (message: string) => toast.info(message),
};
