import { create } from 'zustand';

/** spec §9: an error toast stays 5 s. */
export const TOAST_DURATION_MS = 5_000;
/** spec §8: the same error message is shown once within 3 s. */
export const TOAST_DEDUPE_MS = 3_000;

export type Toast = { id: number; message: string; durationMs: number };

type ToastState = { toasts: Toast[] };

/** The error toasts on screen; `components/ui/toaster.tsx` renders them. Browser only. */
export const useToastStore = create<ToastState>()(() => ({ toasts: [] }));

let nextId = 1;
const lastShown = new Map<string, number>();
const timers = new Map<number, ReturnType<typeof setTimeout>>();

export function dismissToast(id: number): void {
  const timer = timers.get(id);
  if (timer !== undefined) clearTimeout(timer);
  timers.delete(id);
  useToastStore.setState((state) => ({ toasts: state.toasts.filter((t) => t.id !== id) }));
}

/**
 * Shows an error message for `durationMs`; the same message again within 3 s is not shown twice.
 * Returns the toast's id, or undefined when nothing was shown (a duplicate, or on the server, where a
 * module-level store would be shared by every visitor).
 */
export function showErrorToast(message: string, durationMs: number = TOAST_DURATION_MS): number | undefined {
  if (typeof window === 'undefined' || message.trim() === '') return undefined;
  const now = Date.now();
  for (const [text, at] of lastShown) if (now - at >= TOAST_DEDUPE_MS) lastShown.delete(text);
  if (lastShown.has(message)) return undefined;
  lastShown.set(message, now);
  const id = nextId++;
  useToastStore.setState((state) => ({ toasts: [...state.toasts, { id, message, durationMs }] }));
  timers.set(
    id,
    setTimeout(() => dismissToast(id), durationMs),
  );
  return id;
}

/** Removes every toast and forgets recent messages (tests, or a full sign-out). */
export function clearToasts(): void {
  for (const timer of timers.values()) clearTimeout(timer);
  timers.clear();
  lastShown.clear();
  useToastStore.setState({ toasts: [] });
}
