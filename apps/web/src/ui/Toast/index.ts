export { toast, type ToastType } from './toastStore';
export { Toaster } from './Toaster';
