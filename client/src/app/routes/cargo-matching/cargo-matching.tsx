import { isAdminRole } from '@shared/schemas/auth';
import { useCurrentUser } from '@/features/auth/api/get-current-user';
import { MatchingBoard } from '@/features/cargo-matching/components/matching-board';
import { useMyShipOfferings } from '@/features/ship-management/api/get-my-ship-offerings';
import { useUserVessels } from '@/features/vessels/api/get-user-vessels';
import { contactDefaults } from '../ship-offerings/contact-defaults';

/** SPEC.md §2 Cargo matching; the fleet and the approved offerings feed the capacity dialog's sources. */
export default function CargoMatchingPage() {
  const { user } = useCurrentUser();
  const vessels = useUserVessels(user?.id);
  const offerings = useMyShipOfferings(Boolean(user));
  if (!user) return null;
  const { contactName, contactEmail } = contactDefaults(user);
  return (
    <MatchingBoard
      contact={{ contactName, contactEmail }}
      vessels={vessels.data ?? []}
      offerings={offerings.data ?? []}
      allUsers={isAdminRole(user.role)}
      userId={user.id}
    />
  );
}
