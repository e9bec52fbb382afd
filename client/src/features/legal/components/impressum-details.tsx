import { type ImpressumKey, impressumKeys } from '@shared/schemas/impressum';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { Skeleton } from '@/components/ui/skeleton';
import { useImpressum } from '../api/get-impressum';

/** Fields shown in the provider block, then the register, then the § 18 MStV person. */
const blocks: { key: string; fields: ImpressumKey[] }[] = [
  { key: 'provider', fields: ['name', 'street', 'city', 'country', 'representative'] },
  { key: 'register', fields: ['registerCourt', 'registerNumber', 'vatId'] },
  { key: 'contact', fields: ['email', 'phone'] },
  { key: 'responsible', fields: ['responsible'] },
];

/** Issue 27: the imprint's mandatory fields from configuration; demo values say so, field by field. */
export function ImpressumDetails() {
  const { t } = useTranslation('legal');
  const impressum = useImpressum();
  if (impressum.isPending) return <Skeleton className="h-48 w-full" />;
  if (impressum.isError) return <p className="text-slate-700">{t('impressumFields.failed')}</p>;
  const data = impressum.data;
  const anyDemo = impressumKeys.some((k) => data[k].demo);
  return (
    <div className="space-y-8" data-testid="impressum-details">
      {anyDemo && (
        <p
          role="note"
          className="rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900"
        >
          {t('impressumFields.demoNote')}
        </p>
      )}
      {blocks.map((block) => (
        <section key={block.key} aria-labelledby={`impressum-${block.key}`}>
          <h2 id={`impressum-${block.key}`} className="mb-3 text-xl font-semibold text-slate-900">
            {t(`impressumFields.blocks.${block.key}`)}
          </h2>
          <dl className="grid gap-x-6 gap-y-2 text-slate-700 sm:grid-cols-[12rem_1fr]">
            {block.fields.map((key) => (
              <div key={key} className="contents">
                <dt className="text-sm text-slate-500">{t(`impressumFields.labels.${key}`)}</dt>
                <dd className="flex flex-wrap items-center gap-2" data-field={key}>
                  {key === 'email' ? (
                    <a
                      href={`mailto:${data[key].value}`}
                      className="font-medium text-brand-700 hover:underline"
                    >
                      {data[key].value}
                    </a>
                  ) : (
                    data[key].value
                  )}
                  {data[key].demo && <Badge variant="warning">{t('impressumFields.demo')}</Badge>}
                </dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
    </div>
  );
}
