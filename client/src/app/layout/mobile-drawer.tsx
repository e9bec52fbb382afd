import { X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Logo } from './logo';
import { QuickStats } from './quick-stats';
import { SidebarNav } from './sidebar-nav';

type Props = { open: boolean; onOpenChange: (open: boolean) => void };

/** Below the md breakpoint the sidebar becomes a drawer; Radix Dialog traps focus and closes on Escape. */
export function MobileDrawer({ open, onOpenChange }: Props) {
  const { t } = useTranslation('shell');

  // Growing past md hides the drawer with CSS; close it too, or its focus trap would stay active unseen.
  useEffect(() => {
    const wide = open ? window.matchMedia?.('(min-width: 768px)') : undefined;
    if (!wide) return;
    const onChange = (e: MediaQueryListEvent) => e.matches && onOpenChange(false);
    wide.addEventListener('change', onChange);
    return () => wide.removeEventListener('change', onChange);
  }, [open, onOpenChange]);

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50 md:hidden" />
        <Dialog.Content className="fixed inset-y-0 left-0 z-50 flex w-72 max-w-[85vw] flex-col bg-white shadow-xl md:hidden">
          <div className="flex h-16 items-center justify-between border-b border-slate-200 px-4">
            <Logo />
            <Dialog.Close
              aria-label={t('nav.closeMenu')}
              className="rounded-md p-2 text-slate-500 hover:bg-slate-100 hover:text-slate-900"
            >
              <X className="h-5 w-5" aria-hidden="true" />
            </Dialog.Close>
          </div>
          <Dialog.Title className="sr-only">{t('nav.menu')}</Dialog.Title>
          <Dialog.Description className="sr-only">{t('nav.menuDescription')}</Dialog.Description>
          <div className="flex-1 overflow-y-auto px-3 py-4">
            <SidebarNav onNavigate={() => onOpenChange(false)} />
          </div>
          <div className="border-t border-slate-200 p-3">
            <QuickStats />
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
