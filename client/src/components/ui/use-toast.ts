import { type ReactNode, useSyncExternalStore } from 'react';

/**
 * The toast store behind `toast()` and the <Toaster />. At most one toast at a time, so a new
 * toast replaces the one showing. Radix handles the 5000 ms timer, swipe and F8.
 */
export const toastLimit = 1;
/** How long a closed toast stays mounted so its exit animation can finish. */
export const toastRemoveDelayMs = 1000;

export type ToastVariant = 'default' | 'destructive';

/** A button in the toast (e.g. Undo); a click runs it and closes the toast. */
export type ToastActionOptions = { label: string; onClick: () => void };

export type ToastOptions = {
  title: ReactNode;
  description?: ReactNode;
  variant?: ToastVariant;
  /** A toast with an action stays longer (10 s), so there is time to take it. */
  action?: ToastActionOptions;
};

export type ToastItem = ToastOptions & { id: string; open: boolean };

export type ToastState = { toasts: ToastItem[] };

export type ToastAction =
  | { type: 'add'; toast: ToastItem }
  | { type: 'dismiss'; id?: string }
  | { type: 'remove'; id: string };

export function toastReducer(state: ToastState, action: ToastAction): ToastState {
  switch (action.type) {
    case 'add':
      return { toasts: [action.toast, ...state.toasts].slice(0, toastLimit) };
    case 'dismiss':
      return {
        toasts: state.toasts.map((t) =>
          action.id === undefined || t.id === action.id ? { ...t, open: false } : t,
        ),
      };
    case 'remove':
      return { toasts: state.toasts.filter((t) => t.id !== action.id) };
  }
}

let state: ToastState = { toasts: [] };
const listeners = new Set<() => void>();
let counter = 0;

function dispatch(action: ToastAction): void {
  state = toastReducer(state, action);
  for (const listener of listeners) listener();
}

/** Closes one toast (or all); it is removed once its exit animation has had time to run. */
export function dismissToast(id?: string): void {
  const ids = id === undefined ? state.toasts.map((t) => t.id) : [id];
  dispatch({ type: 'dismiss', id });
  setTimeout(() => {
    for (const closed of ids) dispatch({ type: 'remove', id: closed });
  }, toastRemoveDelayMs);
}

/** Shows a toast, replacing the one on screen. */
export function toast(options: ToastOptions): { id: string; dismiss: () => void } {
  counter += 1;
  const id = `toast-${counter}`;
  dispatch({ type: 'add', toast: { variant: 'default', ...options, id, open: true } });
  return { id, dismiss: () => dismissToast(id) };
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const getSnapshot = () => state;

export function useToast() {
  const { toasts } = useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
  return { toasts, toast, dismiss: dismissToast };
}
