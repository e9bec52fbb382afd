import type { RecordRef } from '@shared/schemas/admin';
import { useTranslation } from 'react-i18next';
import { portName } from '@/components/ui/port-combobox';
import { regionalLocale } from '@/lib/format';

/** "12 Dec", with the year when it is not this year's. */
function shortDate(iso: string, language: string) {
  const date = new Date(iso);
  const sameYear = date.getFullYear() === new Date().getFullYear();
  return new Intl.DateTimeFormat(regionalLocale(language), {
    day: 'numeric',
    month: 'short',
    ...(sameYear ? {} : { year: 'numeric' }),
  }).format(date);
}

/** A raw id, shown only when the administrator asks for ids. */
export function RawId({ id }: { id: string | null | undefined }) {
  return id ? <p className="font-mono text-xs break-all text-slate-500">{id}</p> : null;
}

type Props = {
  subject: RecordRef | null | undefined;
  /** What to show when the entry names no record ("session", "user"). */
  resource: string | null;
  showIds: boolean;
  /** Names the kind of record above it ("Ship offering"), where the row does not already say. */
  showKind?: boolean;
};

/**
 * The record an activity or audit entry is about, by name: a person, a ship with its voyage
 * ("Hamburg → Rotterdam, 12 Dec"), a shipyard, a message's subject. Its id shows only on demand.
 */
export function RecordName({ subject, resource, showIds, showKind = false }: Props) {
  const { t, i18n } = useTranslation('admin');
  if (!subject) {
    return (
      <span className="text-slate-600">
        {resource ? t(`resources.${resource}`, { defaultValue: resource }) : '—'}
      </span>
    );
  }
  const kind = t(`resources.${subject.kind}`, { defaultValue: subject.kind });
  if (!subject.name) {
    return (
      <>
        <p className="text-slate-500 italic">{t('list.deletedRecord', { kind })}</p>
        {showIds && <RawId id={subject.id} />}
      </>
    );
  }
  const route = subject.route;
  return (
    <>
      {showKind && <p className="text-xs text-slate-500">{kind}</p>}
      <p className="text-slate-900">
        {!showKind && <span className="sr-only">{kind}: </span>}
        {subject.name}
      </p>
      {route && (
        <p className="text-slate-600">
          {portName(route.origin)} → {portName(route.destination)}
          {route.date && `, ${shortDate(route.date, i18n.language)}`}
        </p>
      )}
      {subject.detail && <p className="text-slate-500">{subject.detail}</p>}
      {showIds && <RawId id={subject.id} />}
    </>
  );
}

/** "Show IDs": the raw ids of users and records, for support work; names are enough otherwise. */
export function ShowIdsToggle({ checked, onChange }: { checked: boolean; onChange: (v: boolean) => void }) {
  const { t } = useTranslation('admin');
  return (
    <label className="inline-flex cursor-pointer items-center gap-2 text-sm text-slate-700">
      <input
        type="checkbox"
        className="h-4 w-4 rounded border-slate-300 accent-brand-700"
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
      />
      {t('list.showIds')}
    </label>
  );
}
