import type { QuoteStatus } from '@shared/schemas/greenrefit';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';

const variants: Record<QuoteStatus, 'default' | 'secondary' | 'warning' | 'success' | 'outline'> = {
  sent: 'secondary',
  in_discussion: 'warning',
  quoted: 'success',
  closed: 'outline',
};

export function QuoteStatusBadge({ status }: { status: QuoteStatus }) {
  const { t } = useTranslation('greenrefit');
  return <Badge variant={variants[status]}>{t(`quoteStatuses.${status}`)}</Badge>;
}
