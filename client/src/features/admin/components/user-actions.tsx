import { type AdminUser, type AssignableRole, suspendUserSchema } from '@shared/schemas/admin';
import type { User, UserType } from '@shared/schemas/auth';
import { Ban, MoreHorizontal, ShieldMinus, ShieldPlus, UserCheck } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { ReasonDialog } from '@/components/ui/reason-dialog';
import { cn } from '@/lib/utils';
import { useChangeUserRole } from '../api/change-user-role';
import { useReactivateUser } from '../api/reactivate-user';
import { useSuspendUser } from '../api/suspend-user';

/** PRODUCT.md 20: without the admin role, the role follows the account type chosen at registration. */
const everydayRole = (type: UserType | null): AssignableRole =>
  type === 'shipowner' ? 'shipowner' : type === 'cargo_owner' ? 'cargo_owner' : 'user';

type Me = Pick<User, 'id' | 'role'>;

/**
 * What the signed-in administrator may do to this account, mirroring the server's rules (which decide): nobody
 * acts on themselves; admins moderate everyday accounts only; only a super admin grants or removes the admin
 * role, and a super admin's role is never changed here.
 */
export function allowedActions(me: Me | null, user: AdminUser) {
  if (!me || me.id === user.id) return { moderate: false, role: false };
  const isAdmin = user.role === 'admin' || user.role === 'super_admin';
  return {
    moderate: me.role === 'super_admin' || (me.role === 'admin' && !isAdmin),
    role: me.role === 'super_admin' && user.role !== 'super_admin',
  };
}

type Dialog = 'suspend' | 'reactivate' | 'role' | null;

const itemClass =
  'flex cursor-pointer items-center gap-2 rounded-sm px-2 py-2 text-sm text-slate-700 outline-none data-[highlighted]:bg-slate-100 [&_svg]:size-4';

export function UserActions({ user, me }: { user: AdminUser; me: Me | null }) {
  const { t } = useTranslation('admin');
  const [open, setOpen] = useState<Dialog>(null);
  const suspend = useSuspendUser();
  const reactivate = useReactivateUser();
  const changeRole = useChangeUserRole();
  const allowed = allowedActions(me, user);
  const name = `${user.firstName} ${user.lastName}`;
  const close = () => setOpen(null);
  const nextRole: AssignableRole = user.role === 'admin' ? everydayRole(user.userType) : 'admin';

  if (!allowed.moderate && !allowed.role) return <span className="text-slate-400">—</span>;
  return (
    <>
      {/* Not modal: the menu closes as a dialog opens, and the dialog takes the focus. */}
      <DropdownMenu.Root modal={false}>
        <DropdownMenu.Trigger asChild>
          <Button size="icon" variant="ghost" aria-label={t('moderation.actionsFor', { name })}>
            <MoreHorizontal aria-hidden="true" />
          </Button>
        </DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <DropdownMenu.Content
            align="end"
            sideOffset={4}
            className="z-50 min-w-44 rounded-md border border-slate-200 bg-white p-1 shadow-lg"
          >
            {allowed.moderate &&
              (user.suspendedAt ? (
                <DropdownMenu.Item className={itemClass} onSelect={() => setOpen('reactivate')}>
                  <UserCheck aria-hidden="true" />
                  {t('moderation.reactivate')}
                </DropdownMenu.Item>
              ) : (
                <DropdownMenu.Item
                  className={cn(itemClass, 'text-red-700')}
                  onSelect={() => setOpen('suspend')}
                >
                  <Ban aria-hidden="true" />
                  {t('moderation.suspend')}
                </DropdownMenu.Item>
              ))}
            {allowed.role && (
              <DropdownMenu.Item className={itemClass} onSelect={() => setOpen('role')}>
                {nextRole === 'admin' ? (
                  <ShieldPlus aria-hidden="true" />
                ) : (
                  <ShieldMinus aria-hidden="true" />
                )}
                {t(nextRole === 'admin' ? 'moderation.makeAdmin' : 'moderation.removeAdmin')}
              </DropdownMenu.Item>
            )}
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>

      <ReasonDialog
        open={open === 'suspend'}
        onClose={close}
        title={t('moderation.suspendTitle')}
        description={t('moderation.suspendDescription', { name })}
        reasonLabel={t('moderation.reasonLabel')}
        placeholder={t('moderation.reasonPlaceholder')}
        confirmLabel={t('moderation.suspendConfirm')}
        schema={suspendUserSchema}
        pending={suspend.isPending}
        onConfirm={(reason, done) => suspend.mutate({ id: user.id, reason }, { onSuccess: done })}
      />
      <ConfirmDialog
        role="dialog"
        open={open === 'reactivate'}
        onClose={close}
        title={t('moderation.reactivateTitle')}
        description={t('moderation.reactivateDescription', { name })}
        confirmLabel={t('moderation.reactivate')}
        pending={reactivate.isPending}
        onConfirm={() => reactivate.mutate(user.id, { onSuccess: close })}
      />
      <ConfirmDialog
        role="dialog"
        open={open === 'role'}
        onClose={close}
        title={t(nextRole === 'admin' ? 'moderation.makeAdminTitle' : 'moderation.removeAdminTitle')}
        description={t(
          nextRole === 'admin' ? 'moderation.makeAdminDescription' : 'moderation.removeAdminDescription',
          {
            name,
            role: t(`roles.${nextRole}`),
          },
        )}
        confirmLabel={t(nextRole === 'admin' ? 'moderation.makeAdmin' : 'moderation.removeAdmin')}
        destructive={nextRole !== 'admin'}
        pending={changeRole.isPending}
        onConfirm={() => changeRole.mutate({ id: user.id, role: nextRole }, { onSuccess: close })}
      />
    </>
  );
}
