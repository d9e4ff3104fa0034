export { Toaster, toastTones, visibleToasts, TOAST_DURATION_MS, TOAST_MAX_VISIBLE } from './Toast';
export type { ToasterProps, ToastItem, ToastTone } from './Toast';
