export { Toast, type ToastKind, type ToastProps } from './Toast';
export { preloadToastStack, ToastProvider, useToast, type ToastApi, type ToastOptions, type ToastProviderProps } from './ToastProvider';
