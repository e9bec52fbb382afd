import {
  type Assessment,
  type AssessmentInput,
  MEASURES,
  REFIT_ASSUMPTION_BOUNDS,
  refitAssumptionKeys,
} from '@shared/domain/greenrefit';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ConversionNote } from '@/components/ui/money';
import { formatDate } from '@/lib/format';
import { parameterToForm, savingToForm } from '../utils/form';
import { formatEur, formatNumber, formatShare } from '../utils/format';
import { CiiChart } from './cii-chart';
import { CiiTable } from './cii-table';
import { CashTable, firstYearSplit } from './money-section';
import { usePaybackText } from './ranking-section';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="break-inside-avoid space-y-2">
      <h2 className="border-b border-slate-300 pb-1 text-base font-semibold text-slate-900">{title}</h2>
      {children}
    </section>
  );
}

function Pairs({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <dl className="grid grid-cols-2 gap-x-8 gap-y-0.5 text-sm">
      {rows.map(([label, value]) => (
        <div key={label} className="flex justify-between gap-3 border-b border-slate-100 py-0.5">
          <dt className="text-slate-600">{label}</dt>
          <dd className="text-right font-medium tabular-nums">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

type Props = { name: string; input: AssessmentInput; assessment: Assessment; profileSourceText: string };

/** The printed report: everything behind the figures on paper, without the screen's controls. */
export function PrintReport({ name, input, assessment, profileSourceText }: Props) {
  const { t } = useTranslation('greenrefit');
  const payback = usePaybackText();
  const { ship, profile } = input;
  const dash = (n: number | null) => (n === null ? '—' : formatNumber(n));
  return (
    <article className="hidden space-y-5 text-slate-900 print:block" data-testid="print-report">
      <header className="border-b-2 border-slate-900 pb-2">
        <p className="text-xs uppercase tracking-wide text-slate-500">{t('print.kicker')}</p>
        <h1 className="text-2xl font-bold">{name || ship.name}</h1>
        <p className="text-sm text-slate-600">{t('print.date', { date: formatDate(new Date()) })}</p>
      </header>
      <Section title={t('ship.title')}>
        <Pairs
          rows={[
            [t('ship.fields.name'), ship.name],
            [t('ship.fields.teuCapacity'), formatNumber(ship.teuCapacity)],
            [t('ship.fields.deadweightTonnes'), formatNumber(ship.deadweightTonnes)],
            [t('ship.fields.grossTonnage'), formatNumber(ship.grossTonnage)],
            [t('ship.fields.yearBuilt'), ship.yearBuilt ?? '—'],
            [t('ship.fields.mainEnginePowerKw'), dash(ship.mainEnginePowerKw)],
            [t('ship.fields.serviceSpeedKnots'), formatNumber(ship.serviceSpeedKnots, 1)],
            [t('ship.fields.fuelTonnesPerDay'), formatNumber(ship.fuelTonnesPerDay, 1)],
            [t('ship.fields.fuelType'), t(`fuelTypes.${ship.fuelType}`)],
            [t('ship.fields.scrubberFitted'), ship.scrubberFitted ? t('print.yes') : t('print.no')],
          ]}
        />
      </Section>
      <Section title={t('profile.title')}>
        <p className="text-sm">{profileSourceText}</p>
        <Pairs
          rows={[
            [t('profile.fields.distanceNm'), formatNumber(profile.distanceNm)],
            [t('profile.fields.speedKnots'), formatNumber(profile.speedKnots, 1)],
            [t('profile.fields.daysAtSea'), formatNumber(profile.daysAtSea)],
            [t('profile.fields.daysInPort'), formatNumber(profile.daysInPort)],
            [t('profile.fields.auxFuelAtSeaTPerDay'), formatNumber(profile.auxFuelAtSeaTPerDay, 1)],
            [t('profile.fields.fuelInPortTPerDay'), formatNumber(profile.fuelInPortTPerDay, 1)],
            ...profile.annualFuel
              .filter((f) => f.tonnes > 0)
              .map((f): [string, ReactNode] => [
                t('profile.loggedFuel', { fuel: t(`fuelTypes.${f.fuelType}`) }),
                formatNumber(f.tonnes),
              ]),
          ]}
        />
      </Section>
      <Section title={t('cii.title')}>
        {!assessment.applies.cii ? <p className="text-sm">{t('cii.notApplicable')}</p> : null}
        {assessment.before.correctiveAction ? (
          <p className="text-sm font-medium">
            {t('cii.corrective.before')}{' '}
            {t(`cii.corrective.${assessment.before.correctiveAction.reason}`, {
              year: assessment.before.correctiveAction.year,
            })}
          </p>
        ) : null}
        {assessment.after.correctiveAction && input.measures.length > 0 ? (
          <p className="text-sm font-medium">
            {t('cii.corrective.after')}{' '}
            {t(`cii.corrective.${assessment.after.correctiveAction.reason}`, {
              year: assessment.after.correctiveAction.year,
            })}
          </p>
        ) : null}
        <Pairs
          rows={[
            [
              t('cii.attainedAsIs'),
              `${formatNumber(assessment.before.attainedCii ?? 0, 2)} ${t('cii.unit')}`,
            ],
            [
              t('cii.attainedWithMeasures'),
              `${formatNumber(assessment.after.attainedCii ?? 0, 2)} ${t('cii.unit')}`,
            ],
          ]}
        />
        {assessment.before.ciiPath.length > 0 ? (
          <div className="mx-auto max-w-xl">
            <CiiChart before={assessment.before.ciiPath} after={assessment.after.ciiPath} />
          </div>
        ) : null}
        <CiiTable before={assessment.before.ciiPath} after={assessment.after.ciiPath} />
      </Section>
      <Section title={t('measuresSection.title')}>
        {input.measures.length === 0 ? (
          <p className="text-sm">{t('ranking.none')}</p>
        ) : (
          <table className="w-full text-sm">
            <thead>
              <tr className="border-b border-slate-300 text-left text-xs uppercase text-slate-500">
                <th className="py-1 pr-2">{t('ranking.columns.measure')}</th>
                <th className="py-1 pr-2 text-right">{t('print.setting')}</th>
                <th className="py-1 pr-2 text-right">{t('ranking.columns.capex')}</th>
                <th className="py-1 pr-2 text-right">{t('measureCard.opex')}</th>
                <th className="py-1 pr-2 text-right">{t('ranking.columns.co2Saving')}</th>
                <th className="py-1 text-right">{t('ranking.columns.payback')}</th>
              </tr>
            </thead>
            <tbody>
              {input.measures.map((m) => {
                const r = assessment.ranking.find((x) => x.id === m.id);
                const def = MEASURES[m.id];
                const setting = def.saving
                  ? `${t('measureCard.saving')}: ${formatNumber(savingToForm(m.saving), 1)}`
                  : `${t(`measures.${m.id}.parameter`)}: ${formatNumber(parameterToForm(m.parameter), 1)}`;
                return (
                  <tr key={m.id} className="border-b border-slate-100">
                    <td className="py-1 pr-2">{t(`measures.${m.id}.name`)}</td>
                    <td className="py-1 pr-2 text-right">{setting}</td>
                    <td className="py-1 pr-2 text-right tabular-nums">{formatEur(m.capexEur)}</td>
                    <td className="py-1 pr-2 text-right tabular-nums">{formatEur(m.opexEurPerYear)}</td>
                    <td className="py-1 pr-2 text-right tabular-nums">
                      {r ? formatShare(r.co2Saving) : '—'}
                    </td>
                    <td className="py-1 text-right">{r ? payback(r.paybackYears) : '—'}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        )}
        {assessment.warnings.map((w) => (
          <p key={w} className="text-sm">
            {t(`warnings.${w}`, { days: formatNumber(assessment.daysAtSeaAfter) })}
          </p>
        ))}
      </Section>
      <Section title={t('money.title')}>
        <ConversionNote from="EUR" className="text-xs" />
        <Pairs
          rows={[
            [t('money.capex'), formatEur(assessment.capexEur)],
            ...firstYearSplit(assessment).map((s): [string, ReactNode] => [
              t(`money.split.${s.key}`),
              formatEur(s.value),
            ]),
            [t('money.firstYear'), formatEur(assessment.cash[0].savingEur)],
            [t('money.payback'), payback(assessment.paybackYears, assessment.ranking.length === 0)],
            [
              t('summary.co2'),
              t('units.tonnesCo2', { value: formatNumber(assessment.before.co2T - assessment.after.co2T) }),
            ],
          ]}
        />
        <h3 className="pt-2 text-sm font-semibold">{t('money.cashTitle')}</h3>
        <CashTable assessment={assessment} />
      </Section>
      <Section title={t('assumptions.title')}>
        <Pairs
          rows={[
            [t('assumptions.startYear'), input.startYear],
            ...refitAssumptionKeys.map((k): [string, ReactNode] => [
              t(`assumptions.keys.${k}`),
              `${formatNumber(input.assumptions[k], 2, 0)} ${REFIT_ASSUMPTION_BOUNDS[k].unit ? t(`assumptions.units.${k}`) : ''}`,
            ]),
          ]}
        />
      </Section>
      <Section title={t('print.methodTitle')}>
        <p className="text-xs leading-relaxed text-slate-700">{t('print.method')}</p>
      </Section>
    </article>
  );
}
