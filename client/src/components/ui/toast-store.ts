// The store has no Radix: a page that only raises a toast does not carry the toast region's code, which
// loads lazily (app/providers.tsx).
// SPEC.md §2/§9: at most one toast visible, 5 s by default; top on small screens, bottom right on larger.
export type ToastInput = {
  title: string;
  description?: string;
  variant?: 'default' | 'destructive';
  /** A failed request's id, shown as "Reference: <id>" so a user can quote it (server/lib/request-log.ts). */
  reference?: string;
  duration?: number;
  /**
   * 'top': at the top on every screen, for a page whose lower right holds what the user just asked for (issue 27:
   * SmartFeeder's route map). Default: top on small screens, bottom right on larger.
   */
  placement?: 'top';
};
type ToastState = (ToastInput & { id: number; open: boolean }) | null;

let current: ToastState = null;
let nextId = 1;
const listeners = new Set<() => void>();
const emit = () => {
  for (const l of listeners) l();
};

export function toast(input: ToastInput) {
  current = { ...input, id: nextId++, open: true };
  emit();
}
export const currentToast = () => current;

export function dismissToast() {
  if (current) current = { ...current, open: false };
  emit();
}
export const subscribeToast = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};
