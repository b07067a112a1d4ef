import { CircleAlert } from 'lucide-react';
import { Toast as ToastPrimitive } from 'radix-ui';
import { Button } from './button';
import { Toast, ToastClose, ToastDescription, ToastTitle, ToastViewport } from './toast';
import { useToast } from './use-toast';

/*
 * Radix also copies each toast's text into a hidden live region of its own for a moment. The toast
 * itself is already a polite live region (role="status"), so that copy would be announced twice and
 * give two "status" elements with the same text; it is rendered into a detached fragment instead.
 */
const detachedAnnouncer = typeof document === 'undefined' ? undefined : document.createDocumentFragment();

/** How long a toast with an action (Undo) stays: long enough to read it and change one's mind. */
export const actionToastMs = 10_000;

/** Renders the toast store (at most one toast): 5000 ms, swipe right past 50 px, F8 to focus. */
export function Toaster() {
  const { toasts, dismiss } = useToast();
  return (
    <ToastPrimitive.Provider
      duration={5000}
      swipeDirection="right"
      swipeThreshold={50}
      announcerContainer={detachedAnnouncer}
    >
      {toasts.map(({ id, title, description, variant, open, action }) => (
        <Toast
          key={id}
          variant={variant}
          open={open}
          duration={action ? actionToastMs : undefined}
          onOpenChange={(isOpen) => {
            if (!isOpen) dismiss(id);
          }}
        >
          {variant === 'destructive' ? (
            <CircleAlert className="mt-0.5 size-4 shrink-0 text-red-600" aria-hidden="true" />
          ) : null}
          <div className="min-w-0 flex-1">
            <ToastTitle>{title}</ToastTitle>
            {description ? <ToastDescription>{description}</ToastDescription> : null}
          </div>
          {action ? (
            <ToastPrimitive.Action altText={action.label} asChild>
              <Button size="sm" variant="outline" className="self-center" onClick={action.onClick}>
                {action.label}
              </Button>
            </ToastPrimitive.Action>
          ) : null}
          <ToastClose />
        </Toast>
      ))}
      <ToastViewport />
    </ToastPrimitive.Provider>
  );
}
