import {
  type AccountState,
  ADMIN_PAGE_SIZE_DEFAULT,
  type AdminUserSort,
  accountStates,
} from '@shared/schemas/admin';
import {
  type ApprovalStatus,
  approvalStatuses,
  type Role,
  roles,
  type UserType,
  userTypes,
} from '@shared/schemas/auth';
import type { SortOrder } from '@shared/schemas/paging';
import { Users } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '@/features/auth/api/get-current-user';
import { exportUrl } from '../api/export-url';
import { useAdminUsers } from '../api/get-admin-users';
import { DownloadCsvLink } from './download-csv-link';
import { SearchFilter, useListPage, useSearchTerm } from './list-filters';
import { AdminList, SelectFilter } from './list-states';
import { PlainHeader, SortableHeader } from './sortable-header';
import { UserListRow } from './user-list-row';

const PAGE_SIZE = ADMIN_PAGE_SIZE_DEFAULT;

/** Every account: search, role and status filters, sortable columns, pages, suspension and role actions, CSV. */
export function UsersTab() {
  const { t } = useTranslation('admin');
  const [role, setRole] = useState<Role | ''>('');
  const [approvalStatus, setApprovalStatus] = useState<ApprovalStatus | ''>('');
  const [userType, setUserType] = useState<UserType | ''>('');
  const [accountState, setAccountState] = useState<AccountState | ''>('');
  const { user: me } = useCurrentUser();
  const [sort, setSort] = useState<{ by: AdminUserSort; order: SortOrder }>({
    by: 'createdAt',
    order: 'desc',
  });
  const { page, paging, refilter, restart } = useListPage(PAGE_SIZE);
  const { search, setSearch, term } = useSearchTerm(restart);
  const filters = {
    search: term,
    role: role || undefined,
    approvalStatus: approvalStatus || undefined,
    userType: userType || undefined,
    accountState: accountState || undefined,
    sort: sort.by,
    order: sort.order,
  };
  const query = useAdminUsers({ ...filters, page, pageSize: PAGE_SIZE });

  const sortBy = (by: AdminUserSort) => {
    // Dates read best newest first, names and emails from A.
    const fresh = by === 'createdAt' ? 'desc' : 'asc';
    setSort((s) => ({ by, order: s.by === by ? (s.order === 'asc' ? 'desc' : 'asc') : fresh }));
    restart();
  };
  const header = (by: AdminUserSort, label: string) => (
    <SortableHeader label={label} active={sort.by === by} order={sort.order} onSort={() => sortBy(by)} />
  );

  return (
    <AdminList
      section="users"
      emptyIcon={Users}
      query={query}
      {...paging}
      minWidth="min-w-[1060px]"
      actions={<DownloadCsvLink href={exportUrl('users', filters)} label={t('users.download')} />}
      filters={
        <div className="grid gap-4 px-6 pb-4 sm:grid-cols-2 lg:grid-cols-[minmax(0,2fr)_repeat(4,minmax(0,1fr))]">
          <SearchFilter
            id="admin-user-search"
            label={t('users.searchLabel')}
            placeholder={t('users.searchPlaceholder')}
            value={search}
            onChange={setSearch}
          />
          <SelectFilter
            id="admin-user-role"
            label={t('users.roleFilter')}
            allLabel={t('users.allRoles')}
            options={roles}
            optionLabel={(r) => t(`roles.${r}`)}
            value={role}
            onChange={refilter(setRole)}
          />
          <SelectFilter
            id="admin-user-status"
            label={t('users.statusFilter')}
            allLabel={t('users.allStatuses')}
            options={approvalStatuses}
            optionLabel={(s) => t(`statuses.${s}`)}
            value={approvalStatus}
            onChange={refilter(setApprovalStatus)}
          />
          <SelectFilter
            id="admin-user-account"
            label={t('users.accountFilter')}
            allLabel={t('users.allAccounts')}
            options={accountStates}
            optionLabel={(state) => t(`users.accountStates.${state}`)}
            value={accountState}
            onChange={refilter(setAccountState)}
          />
          <SelectFilter
            id="admin-user-type"
            label={t('users.typeFilter')}
            allLabel={t('users.allTypes')}
            options={userTypes}
            optionLabel={(type) => t(`common:userTypes.${type}`)}
            value={userType}
            onChange={refilter(setUserType)}
          />
        </div>
      }
      head={
        <>
          {header('name', t('users.columns.name'))}
          {header('email', t('users.columns.email'))}
          <PlainHeader label={t('users.columns.company')} />
          <PlainHeader label={t('users.columns.accountType')} />
          <PlainHeader label={t('users.columns.role')} />
          <PlainHeader label={t('users.columns.status')} />
          {header('createdAt', t('users.columns.registered'))}
          <PlainHeader label={t('users.columns.lastLogin')} />
          <PlainHeader label={t('users.columns.actions')} />
        </>
      }
      row={(u) => <UserListRow key={u.id} user={u} me={me} />}
    />
  );
}
