import { isAdminRole } from '@shared/schemas/auth';
import { OFFERINGS_PAGE_SIZE_MAX } from '@shared/schemas/ship-offerings';
import { useCurrentUser } from '@/features/auth/api/get-current-user';
import { MatchingBoard } from '@/features/cargo-matching/components/matching-board';
import { useMyShipOfferings } from '@/features/ship-management/api/get-my-ship-offerings';
import { useUserVessels } from '@/features/vessels/api/get-user-vessels';
import { usePageTitle } from '@/lib/use-page-title';
import { contactDefaults } from '../ship-offerings/contact-defaults';

const sources = {
  approvalStatus: 'approved',
  status: 'active',
  upcoming: 'true',
  sort: 'departure',
  order: 'asc',
  pageSize: OFFERINGS_PAGE_SIZE_MAX,
} as const;

/** SPEC.md §2 Cargo matching; the fleet and the approved offerings feed the capacity dialog's sources. */
export default function CargoMatchingPage() {
  usePageTitle('cargoMatching');
  const { user } = useCurrentUser();
  const vessels = useUserVessels(user?.id);
  // Only what can become matchable capacity, soonest first: the list is paged, the dialog needs no history.
  const offerings = useMyShipOfferings(sources, Boolean(user));
  if (!user) return null;
  const { contactName, contactEmail } = contactDefaults(user);
  return (
    <MatchingBoard
      contact={{ contactName, contactEmail }}
      vessels={vessels.data ?? []}
      offerings={offerings.data?.items ?? []}
      allUsers={isAdminRole(user.role)}
      userId={user.id}
    />
  );
}
