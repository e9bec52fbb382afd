import type { Shipyard } from '@shared/schemas/greenrefit';
import { Factory, Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ListEmpty, ListError, ListSkeleton } from '@/components/ui/list-states';
import { portName } from '@/components/ui/port-combobox';
import { type ShipyardFilters, useShipyards } from '../api/get-shipyards';
import { DeleteShipyardDialog } from './delete-shipyard-dialog';
import { ShipyardFilterFields } from './shipyard-filter-fields';
import { type ShipyardDialogTarget, ShipyardFormDialog } from './shipyard-form-dialog';

/** Admin panel: the shipyards quote requests go to (they have no accounts): filter, add, edit, delete. */
export function ShipyardsTab() {
  const { t } = useTranslation('greenrefit');
  const [filters, setFilters] = useState<ShipyardFilters>({ measure: '', region: '' });
  const [target, setTarget] = useState<ShipyardDialogTarget>(null);
  const [toDelete, setToDelete] = useState<Shipyard | null>(null);
  const query = useShipyards(filters);
  const yards = query.data;
  return (
    <Card>
      <CardHeader className="gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div className="space-y-1.5">
          <CardTitle>{t('shipyards.title')}</CardTitle>
          <CardDescription>{t('shipyards.description')}</CardDescription>
        </div>
        <Button onClick={() => setTarget({ mode: 'create' })} className="self-start">
          <Plus aria-hidden="true" />
          {t('shipyards.create')}
        </Button>
      </CardHeader>
      <CardContent className="space-y-4">
        <div className="grid gap-4 sm:grid-cols-2 lg:max-w-2xl">
          <ShipyardFilterFields idPrefix="gr-admin-yard" filters={filters} setFilters={setFilters} />
        </div>
        {query.isPending ? (
          <ListSkeleton label={t('shipyards.loading')} />
        ) : query.isError || !yards ? (
          <ListError message={t('shipyards.loadFailed')} onRetry={() => void query.refetch()} />
        ) : yards.length === 0 ? (
          <ListEmpty icon={Factory} title={t('shipyards.empty')} hint={t('shipyards.emptyHint')} />
        ) : (
          <div className="overflow-x-auto" aria-busy={query.isPlaceholderData}>
            <table className="w-full min-w-[900px] text-left text-sm">
              <caption className="sr-only">{t('shipyards.title')}</caption>
              <thead className="border-y border-slate-200 bg-slate-50 text-xs uppercase tracking-wide text-slate-500">
                <tr>
                  <th scope="col" className="px-4 py-2">
                    {t('shipyards.columns.name')}
                  </th>
                  <th scope="col" className="px-4 py-2">
                    {t('shipyards.columns.port')}
                  </th>
                  <th scope="col" className="px-4 py-2">
                    {t('shipyards.columns.measures')}
                  </th>
                  <th scope="col" className="px-4 py-2">
                    {t('shipyards.columns.contact')}
                  </th>
                  <th scope="col" className="px-4 py-2">
                    <span className="sr-only">{t('shipyards.columns.actions')}</span>
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {yards.map((y) => (
                  <tr key={y.id} className="align-top">
                    <td className="px-4 py-3">
                      <p className="font-medium text-slate-900">
                        {y.name} {y.isDemo ? <Badge variant="outline">{t('shipyards.demo')}</Badge> : null}
                      </p>
                      {y.certifications.length > 0 ? (
                        <p className="text-xs text-slate-500">{y.certifications.join(', ')}</p>
                      ) : null}
                    </td>
                    <td className="px-4 py-3 text-slate-700">
                      {portName(y.port)}, {y.country}
                      <p className="text-xs text-slate-500">{t(`regions.${y.region}`)}</p>
                    </td>
                    <td className="px-4 py-3">
                      <div className="flex max-w-sm flex-wrap gap-1">
                        {y.measures.map((m) => (
                          <Badge key={m} variant="secondary" className="font-normal">
                            {t(`measures.${m}.name`)}
                          </Badge>
                        ))}
                      </div>
                    </td>
                    <td className="px-4 py-3 text-slate-700">
                      {y.contactName ? <p>{y.contactName}</p> : null}
                      <p className="text-xs">{y.contactEmail}</p>
                      {y.contactPhone ? <p className="text-xs">{y.contactPhone}</p> : null}
                    </td>
                    <td className="px-4 py-3">
                      <div className="flex justify-end gap-1">
                        <Button
                          variant="ghost"
                          size="sm"
                          onClick={() => setTarget({ mode: 'edit', shipyard: y })}
                          aria-label={t('shipyards.editNamed', { name: y.name })}
                        >
                          <Pencil aria-hidden="true" />
                          {t('shipyards.edit')}
                        </Button>
                        <Button
                          variant="ghost"
                          size="sm"
                          onClick={() => setToDelete(y)}
                          aria-label={t('shipyards.deleteNamed', { name: y.name })}
                        >
                          <Trash2 aria-hidden="true" />
                          {t('shipyards.delete')}
                        </Button>
                      </div>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </CardContent>
      <ShipyardFormDialog target={target} onClose={() => setTarget(null)} />
      <DeleteShipyardDialog shipyard={toDelete} onClose={() => setToDelete(null)} />
    </Card>
  );
}
