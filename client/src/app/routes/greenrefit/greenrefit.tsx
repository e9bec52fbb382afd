import { useCurrentUser } from '@/features/auth/api/get-current-user';
import { GreenRefitTool } from '@/features/greenrefit/components/greenrefit-tool';
import { useUserVessels } from '@/features/vessels/api/get-user-vessels';
import { usePageTitle } from '@/lib/use-page-title';

/** GreenRefit (issue 9): the fleet feeds the ship picker; everything else lives in the feature. */
export default function GreenRefitPage() {
  usePageTitle('greenrefit');
  const { user } = useCurrentUser();
  const fleet = useUserVessels(user?.id);
  return (
    <GreenRefitTool
      fleet={{
        vessels: fleet.data,
        isPending: fleet.isPending,
        isError: fleet.isError,
        refetch: () => void fleet.refetch(),
      }}
    />
  );
}
