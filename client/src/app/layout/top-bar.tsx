import type { User } from '@shared/schemas/auth';
import { Menu, PanelLeftClose, PanelLeftOpen } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { NotificationBell } from '@/features/notifications/components/notification-bell';
import { LanguageSwitcher } from './language-switcher';
import { Logo } from './logo';
import { ProfileMenu } from './profile-menu';

type Props = {
  user: User;
  collapsed: boolean;
  sidebarId: string;
  onToggleSidebar: () => void;
  onOpenDrawer: () => void;
};

// No display utility here: `inline-flex` beside `hidden` would win (same specificity, later in the CSS), and the
// desktop-only collapse button would show on phones next to the menu button.
const iconButton =
  'h-9 w-9 items-center justify-center rounded-md text-slate-600 hover:bg-slate-100 hover:text-slate-900';

export function TopBar({ user, collapsed, sidebarId, onToggleSidebar, onOpenDrawer }: Props) {
  const { t } = useTranslation('shell');
  const ToggleIcon = collapsed ? PanelLeftOpen : PanelLeftClose;

  return (
    <header className="sticky top-0 z-30 flex h-16 items-center gap-2 border-b border-slate-200 bg-white/95 px-3 backdrop-blur sm:px-4 print:hidden">
      <button
        type="button"
        onClick={onOpenDrawer}
        aria-label={t('nav.openMenu')}
        className={`${iconButton} inline-flex md:hidden`}
      >
        <Menu className="h-5 w-5" aria-hidden="true" />
      </button>
      <button
        type="button"
        onClick={onToggleSidebar}
        aria-label={collapsed ? t('nav.expand') : t('nav.collapse')}
        aria-expanded={!collapsed}
        aria-controls={sidebarId}
        className={`${iconButton} hidden md:inline-flex`}
      >
        <ToggleIcon className="h-5 w-5" aria-hidden="true" />
      </button>
      <Link href="/dashboard" aria-label={t('nav.home')} className="rounded-md">
        <Logo textClassName="max-[400px]:sr-only" />
      </Link>
      <div className="ml-auto flex items-center gap-1 sm:gap-2">
        <NotificationBell />
        <LanguageSwitcher />
        <ProfileMenu user={user} />
      </div>
    </header>
  );
}
