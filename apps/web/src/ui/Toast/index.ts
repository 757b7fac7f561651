export {
  toast,
  type ShowToastInput,
  type Toast,
  type ToastTiming,
  type ToastType,
} from './toastStore';
export { Toaster, useToasts } from './Toaster';
