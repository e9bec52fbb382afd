import type { Role } from '@shared/schemas/auth';
import { ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/utils';

/**
 * SPEC.md §6: role badges are colour-coded. Each pair is a pale background and a dark text of one hue, written as
 * hex so role-badge.test.tsx can check WCAG AA (at least 4.5:1) for every role; the label, never the colour alone,
 * carries the meaning, and the administrators' badges add a shield.
 */
export const roleBadgeColors: Record<Role, string> = {
  super_admin: 'bg-[#ede9fe] text-[#4c1d95] border-[#c4b5fd]',
  admin: 'bg-[#dbeafe] text-[#1e3a8a] border-[#93c5fd]',
  shipowner: 'bg-[#ccfbf1] text-[#134e4a] border-[#5eead4]',
  cargo_owner: 'bg-[#ffedd5] text-[#7c2d12] border-[#fdba74]',
  user: 'bg-[#f1f5f9] text-[#334155] border-[#cbd5e1]',
};

export function RoleBadge({ value: role }: { value: Role }) {
  const { t } = useTranslation('admin');
  const admin = role === 'admin' || role === 'super_admin';
  return (
    <span
      data-role={role}
      className={cn(
        'inline-flex items-center gap-1 whitespace-nowrap rounded-full border px-2.5 py-0.5 text-xs font-semibold',
        roleBadgeColors[role],
      )}
    >
      {admin && <ShieldCheck className="h-3 w-3" aria-hidden="true" />}
      {t(`roles.${role}`)}
    </span>
  );
}
