import type { User } from '@shared/schemas/auth';
import { ChevronDown, LogOut, UserRound } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { Badge } from '@/components/ui/badge';
import { MenuContent } from '@/components/ui/menu-content';
import { useLogout } from '@/features/auth/api/logout';

const initials = (u: User) => `${u.firstName.charAt(0)}${u.lastName.charAt(0)}`.toUpperCase() || '?';

function Avatar({ user }: { user: User }) {
  if (user.profileImageUrl) {
    return <img src={user.profileImageUrl} alt="" className="h-8 w-8 rounded-full object-cover" />;
  }
  return (
    // The initials are drawn by CSS: as text they would sit in the button's visible label, which the
    // accessible name ("Account menu for <name>") must contain (WCAG 2.5.3).
    <span
      aria-hidden="true"
      data-initials={initials(user)}
      className="flex h-8 w-8 items-center justify-center rounded-full bg-brand-700 text-xs font-semibold text-white before:content-[attr(data-initials)]"
    />
  );
}

const itemClass =
  'flex cursor-pointer items-center gap-2 rounded-sm px-2 py-2 text-sm text-slate-700 outline-none data-[highlighted]:bg-slate-100 data-[disabled]:cursor-not-allowed data-[disabled]:opacity-50';

export function ProfileMenu({ user }: { user: User }) {
  const { t } = useTranslation('shell');
  const logout = useLogout();
  const name = `${user.firstName} ${user.lastName}`.trim();

  return (
    // Not modal: a modal menu marks the rest of the page aria-hidden while its links stay focusable
    // (axe aria-hidden-focus); the menu still closes on Escape and on a click outside.
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        aria-label={t('profile.open', { name })}
        className="inline-flex items-center gap-2 rounded-full p-0.5 pr-1 hover:bg-slate-100 data-[state=open]:bg-slate-100 sm:rounded-md sm:pr-2"
      >
        <Avatar user={user} />
        <span className="hidden max-w-32 truncate text-sm font-medium text-slate-700 lg:inline">
          {user.firstName}
        </span>
        <ChevronDown className="hidden h-4 w-4 text-slate-500 sm:block" aria-hidden="true" />
      </DropdownMenu.Trigger>
      <MenuContent className="w-64">
        <DropdownMenu.Label className="space-y-1 px-2 py-2">
          <p className="truncate text-sm font-semibold text-slate-900">{name}</p>
          <p className="truncate text-xs text-slate-500">{user.email}</p>
          <Badge variant="secondary" className="mt-1">
            {t(`common:userTypes.${user.userType ?? 'client'}`)}
          </Badge>
        </DropdownMenu.Label>
        <DropdownMenu.Separator className="my-1 h-px bg-slate-200" />
        <DropdownMenu.Item asChild className={itemClass}>
          <Link href="/profile">
            <UserRound className="h-4 w-4" aria-hidden="true" />
            {t('profile.profile')}
          </Link>
        </DropdownMenu.Item>
        <DropdownMenu.Item className={itemClass} disabled={logout.isPending} onSelect={() => logout.mutate()}>
          <LogOut className="h-4 w-4" aria-hidden="true" />
          {t('profile.signOut')}
        </DropdownMenu.Item>
      </MenuContent>
    </DropdownMenu.Root>
  );
}
