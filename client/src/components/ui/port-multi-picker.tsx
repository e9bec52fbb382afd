import { X } from 'lucide-react';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { PortCombobox, portName } from './port-combobox';

/** The codes of a comma-separated list, trimmed, empties dropped. */
export const splitCodes = (text: string) =>
  text
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s.length > 0);

type Props = {
  id: string;
  /** Comma-separated UN/LOCODEs ('DEBRV, NLAMS'), the form's text for a port list. */
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
  ref?: Ref<HTMLInputElement>;
};

/**
 * Several ports: each one chosen in the port combobox joins the list as a chip with its own remove button. The
 * value stays the comma-separated text the shared schema splits, so the server and the form read it alike.
 */
export function PortMultiPicker({ id, value, onChange, onBlur, ref, ...aria }: Props) {
  const { t } = useTranslation('ports');
  const codes = splitCodes(value);
  const add = (code: string) => {
    if (code && !codes.includes(code)) onChange([...codes, code].join(', '));
  };
  const remove = (code: string) => onChange(codes.filter((c) => c !== code).join(', '));

  return (
    <div className="space-y-2">
      <PortCombobox
        ref={ref}
        id={id}
        value=""
        onChange={add}
        onBlur={onBlur}
        placeholder={t('multi.placeholder')}
        aria-invalid={aria['aria-invalid']}
        aria-describedby={aria['aria-describedby']}
      />
      {codes.length > 0 && (
        <ul className="flex flex-wrap gap-1.5" aria-label={t('multi.chosen')}>
          {codes.map((code) => (
            <li
              key={code}
              className="inline-flex items-center gap-1 rounded-full border border-slate-300 bg-slate-50 py-0.5 pl-2.5 pr-1 text-xs font-medium text-slate-700"
            >
              {portName(code)}
              <span className="font-mono text-slate-500">{code}</span>
              <button
                type="button"
                onClick={() => remove(code)}
                aria-label={t('multi.remove', { port: portName(code) })}
                className="rounded-full p-0.5 text-slate-400 hover:bg-slate-200 hover:text-slate-700 focus-visible:outline-2 focus-visible:outline-brand-600"
              >
                <X className="h-3.5 w-3.5" aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
