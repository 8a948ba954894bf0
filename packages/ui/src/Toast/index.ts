export { Toast, type ToastKind, type ToastProps } from './Toast';
export { ToastProvider, useToast, type ToastApi, type ToastOptions, type ToastProviderProps } from './ToastProvider';
