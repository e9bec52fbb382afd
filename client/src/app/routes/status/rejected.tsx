import { CircleX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { StatusCard } from './status-card';

export default function RejectedPage() {
  const { t } = useTranslation('status');
  return (
    <StatusCard section="rejected" icon={CircleX} tone="bg-red-100 text-red-700">
      {(user) => (
        <>
          <div className="rounded-lg border border-slate-200 bg-slate-50 p-4">
            <h2 className="text-sm font-semibold text-slate-900">{t('rejected.reasonTitle')}</h2>
            <p className="mt-1 whitespace-pre-line break-words text-sm text-slate-700">
              {user.rejectionReason?.trim() || t('rejected.noReason')}
            </p>
          </div>
          <p className="text-sm text-slate-600">{t('rejected.explanation')}</p>
        </>
      )}
    </StatusCard>
  );
}
