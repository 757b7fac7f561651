import type { ReactNode } from 'react';
import { TOAST_LIFETIME_MS, type ToastTiming } from '@maison/domain/constants';

export type ToastType = 'success' | 'error' | 'info' | 'warning';

/** 001 §3, 002 §3: a toast carries type, timing, content, uuid and timeStarted. */
interface Toast {
  uuid: string;
  type: ToastType;
  timing: ToastTiming;
  content: ReactNode;
  /** Epoch milliseconds when the toast was shown. */
  timeStarted: number;
}

interface ShowToastInput {
  type: ToastType;
  timing: ToastTiming;
  /** Already translated text or markup. */
  content: ReactNode;
}

type Listener = () => void;

/** crypto.randomUUID exists only in secure contexts; plain http deployments need a fallback. */
function uuid(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

const EMPTY: readonly Toast[] = [];

/**
 * The one toast store of the site and portal. Each toast removes itself after its lifetime
 * (TOAST_LIFETIME_MS: 2 s, 4 s, 8 s; persistent ones stay until dismissed).
 */
function createToastStore() {
  let toasts: readonly Toast[] = EMPTY;
  const timers = new Map<string, ReturnType<typeof setTimeout>>();
  const listeners = new Set<Listener>();

  const emit = () => listeners.forEach((listener) => listener());

  const dismiss = (id: string) => {
    const timer = timers.get(id);
    if (timer) clearTimeout(timer);
    timers.delete(id);
    if (!toasts.some((t) => t.uuid === id)) return;
    toasts = toasts.filter((t) => t.uuid !== id);
    emit();
  };

  return {
    show({ type, timing, content }: ShowToastInput): string {
      const toast: Toast = { uuid: uuid(), type, timing, content, timeStarted: Date.now() };
      toasts = [...toasts, toast];
      const lifetime = TOAST_LIFETIME_MS[timing];
      if (lifetime !== null)
        timers.set(
          toast.uuid,
          setTimeout(() => dismiss(toast.uuid), lifetime),
        );
      emit();
      return toast.uuid;
    },
    dismiss,
    /** Removes every toast, e.g. on logout. */
    clear() {
      timers.forEach(clearTimeout);
      timers.clear();
      toasts = EMPTY;
      emit();
    },
    subscribe(listener: Listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    getSnapshot: () => toasts,
    getServerSnapshot: () => EMPTY,
  };
}

export const toast = createToastStore();
