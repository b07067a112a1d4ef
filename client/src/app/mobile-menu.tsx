import { X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { Sidebar } from './sidebar';

export type MobileMenuProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/**
 * Phones: the sidebar as a modal overlay. Closed by 'Close menu', Escape, a click on the backdrop
 * or following a link.
 */
export function MobileMenu({ open, onOpenChange }: MobileMenuProps) {
  const handleClose = () => onOpenChange(false);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-950/50 backdrop-blur-[1px] data-[state=closed]:animate-fade-out data-[state=open]:animate-fade-in md:hidden" />
        <Dialog.Content
          aria-modal="true"
          aria-describedby={undefined}
          className="fixed inset-y-0 left-0 z-50 flex w-72 max-w-[85vw] shadow-2xl outline-none data-[state=closed]:animate-slide-out-left data-[state=open]:animate-slide-in-left md:hidden"
        >
          <Dialog.Title className="sr-only">Menu</Dialog.Title>
          <Sidebar
            className="w-full"
            onNavigate={handleClose}
            headerAction={
              <Dialog.Close
                aria-label="Close menu"
                className="inline-flex size-8 cursor-pointer items-center justify-center rounded-md text-slate-400 transition-colors hover:bg-white/10 hover:text-white"
              >
                <X aria-hidden="true" className="size-5" />
              </Dialog.Close>
            }
          />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
