import { isAdminRole } from '@shared/domain/roles';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { useCurrentUser } from '@/features/auth/api/get-current-user';
import { cn } from '@/lib/utils';
import { isActivePath, type NavBadge, visibleNavGroups } from './nav-items';

const badgeStyles: Record<NavBadge, string> = {
  admin: 'bg-red-100 text-red-700',
  scored: 'bg-violet-100 text-violet-700',
  core: 'bg-brand-100 text-brand-800',
  new: 'bg-emerald-100 text-emerald-700',
};

type Props = { collapsed?: boolean; onNavigate?: () => void };

/** The navigation shared by the desktop sidebar and the mobile drawer. */
export function SidebarNav({ collapsed = false, onNavigate }: Props) {
  const { t } = useTranslation('shell');
  const { user } = useCurrentUser();
  const [location] = useLocation();

  return (
    <nav aria-label={t('nav.label')} className="space-y-5">
      {visibleNavGroups(isAdminRole(user?.role)).map((group) => (
        <div key={group.key}>
          <h2
            className={cn(
              'mb-1.5 px-3 text-xs font-semibold uppercase tracking-wider text-slate-500',
              collapsed && 'sr-only',
            )}
          >
            {t(`nav.groups.${group.key}`)}
          </h2>
          <ul className="space-y-0.5">
            {group.items.map((item) => {
              const active = isActivePath(location, item.href);
              const label = t(`nav.items.${item.labelKey}`);
              return (
                <li key={item.href}>
                  <Link
                    href={item.href}
                    onClick={onNavigate}
                    aria-current={active ? 'page' : undefined}
                    title={collapsed ? label : undefined}
                    className={cn(
                      'flex items-center gap-3 rounded-md px-3 py-2 text-sm font-medium transition-colors',
                      active
                        ? 'bg-brand-50 text-brand-800'
                        : 'text-slate-600 hover:bg-slate-100 hover:text-slate-900',
                      collapsed && 'justify-center px-2',
                    )}
                  >
                    <item.icon
                      className={cn('h-5 w-5 shrink-0', active ? 'text-brand-700' : 'text-slate-400')}
                      aria-hidden="true"
                    />
                    <span className={cn('flex-1 truncate', collapsed && 'sr-only')}>{label}</span>
                    {item.badge && !collapsed && (
                      <span
                        className={cn(
                          'rounded px-1.5 py-0.5 text-[10px] font-semibold tracking-wide',
                          badgeStyles[item.badge],
                        )}
                      >
                        {t(`nav.badges.${item.badge}`)}
                      </span>
                    )}
                  </Link>
                </li>
              );
            })}
          </ul>
        </div>
      ))}
    </nav>
  );
}
