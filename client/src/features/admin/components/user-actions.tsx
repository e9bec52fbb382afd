import { type AdminUser, type AssignableRole, suspendUserSchema } from '@shared/schemas/admin';
import type { User, UserType } from '@shared/schemas/auth';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { ReasonDialog } from '@/components/ui/reason-dialog';
import { useChangeUserRole } from '../api/change-user-role';
import { useReactivateUser } from '../api/reactivate-user';
import { useSuspendUser } from '../api/suspend-user';
import { ConfirmDialog } from './confirm-dialog';

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
    <div className="flex flex-wrap gap-2">
      {allowed.moderate &&
        (user.suspendedAt ? (
          <Button
            size="sm"
            variant="outline"
            onClick={() => setOpen('reactivate')}
            aria-label={t('moderation.reactivateUser', { name })}
          >
            {t('moderation.reactivate')}
          </Button>
        ) : (
          <Button
            size="sm"
            variant="outline"
            className="border-red-300 text-red-700 hover:bg-red-50"
            onClick={() => setOpen('suspend')}
            aria-label={t('moderation.suspendUser', { name })}
          >
            {t('moderation.suspend')}
          </Button>
        ))}
      {allowed.role && (
        <Button
          size="sm"
          variant="outline"
          onClick={() => setOpen('role')}
          aria-label={t(nextRole === 'admin' ? 'moderation.makeAdminUser' : 'moderation.removeAdminUser', {
            name,
          })}
        >
          {t(nextRole === 'admin' ? 'moderation.makeAdmin' : 'moderation.removeAdmin')}
        </Button>
      )}

      <ReasonDialog
        open={open === 'suspend'}
        onClose={close}
        title={t('moderation.suspendTitle')}
        description={t('moderation.suspendDescription', { name })}
        reasonLabel={t('moderation.reasonLabel')}
        placeholder={t('moderation.reasonPlaceholder')}
        confirmLabel={t('moderation.suspendConfirm')}
        isValid={(reason) => suspendUserSchema.safeParse({ reason }).success}
        pending={suspend.isPending}
        onConfirm={(reason, done) => suspend.mutate({ id: user.id, reason }, { onSuccess: done })}
      />
      <ConfirmDialog
        open={open === 'reactivate'}
        onClose={close}
        title={t('moderation.reactivateTitle')}
        description={t('moderation.reactivateDescription', { name })}
        confirmLabel={t('moderation.reactivate')}
        pending={reactivate.isPending}
        onConfirm={() => reactivate.mutate(user.id, { onSuccess: close })}
      />
      <ConfirmDialog
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
    </div>
  );
}
