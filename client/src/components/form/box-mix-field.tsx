import {
  containerSizes,
  containerTypes,
  imoClasses,
  MAX_BOX_LINES,
  OOG_TYPES,
} from '@shared/schemas/box-mix';
import { Plus, Trash2 } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { get, useFieldArray, useFormContext, useFormState, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { type BoxLineForm, blankBoxLine, liveTeu } from './box-mix-values';
import { CheckboxField, NumberField, SelectField, TextField } from './fields';
import { useFieldId } from './form';
import { FieldError } from './form-field';

type Props = {
  /** The form's list of lines (BoxLineForm[]). */
  name?: string;
  /**
   * The form's plain TEU field: while there are lines it shows the mix's TEU (the form shows it read-only), so a
   * message about the TEU (above the free capacity) stays under it.
   */
  teuField?: string;
};

/**
 * The box-mix editor (issue 23): lines of count, size, type and gross weight per box; a reefer's set temperature,
 * a dangerous good's IMDG class and UN number and an open top's or flat rack's over-dimensions appear when they
 * apply. The TEU of the mix are shown as they are typed. Native controls throughout, so it works by keyboard.
 */
export function BoxMixField({ name = 'boxMix', teuField }: Props) {
  const { t } = useTranslation('boxMix');
  const { control, setValue } = useFormContext();
  const { fields, append, remove } = useFieldArray({ control, name });
  const lines = useWatch({ control, name }) as BoxLineForm[] | undefined;
  const teu = liveTeu(lines);
  const id = useFieldId(name);
  const { errors } = useFormState({ name });
  const message = (path: string) => (get(errors, path) as { message?: string } | undefined)?.message;
  const listError = message(name) ?? message(`${name}.root`);
  const addRef = useRef<HTMLButtonElement>(null);

  const hasLines = fields.length > 0;
  useEffect(() => {
    if (teuField && hasLines) setValue(teuField, teu);
  }, [teuField, hasLines, teu, setValue]);

  return (
    <fieldset id={id} className="space-y-3" aria-describedby={listError ? `${id}-error` : `${id}-hint`}>
      <legend className="text-sm font-medium text-slate-700">{t('title')}</legend>
      <p id={`${id}-hint`} className="text-xs text-slate-500">
        {hasLines ? t('hint') : t('empty')}
      </p>
      {hasLines && (
        <ol className="space-y-3">
          {fields.map((field, index) => (
            <li key={field.id}>
              <BoxLineFields
                name={`${name}.${index}`}
                index={index}
                onRemove={() => {
                  remove(index);
                  addRef.current?.focus();
                }}
              />
            </li>
          ))}
        </ol>
      )}
      <div className="flex flex-wrap items-center gap-4">
        <Button
          ref={addRef}
          type="button"
          variant="outline"
          size="sm"
          onClick={() => append(blankBoxLine())}
          disabled={fields.length >= MAX_BOX_LINES}
        >
          <Plus aria-hidden="true" />
          {t('addLine')}
        </Button>
        {hasLines && (
          <output
            aria-live="polite"
            aria-label={t('totalLabel')}
            className="text-sm font-semibold text-slate-900"
          >
            {t('total', { teu })}
          </output>
        )}
      </div>
      {listError && <FieldError id={id} error={listError} />}
    </fieldset>
  );
}

/** One line of boxes, with the details its type and the dangerous-goods box reveal. */
function BoxLineFields({ name, index, onRemove }: { name: string; index: number; onRemove: () => void }) {
  const { t } = useTranslation('boxMix');
  const type = useWatch({ name: `${name}.type` }) as BoxLineForm['type'];
  const dangerous = useWatch({ name: `${name}.dangerous` }) as boolean;
  const label = (field: string) => t(`fields.${field}`);
  return (
    <fieldset className="space-y-3 rounded-md border border-slate-200 p-3">
      <legend className="px-1 text-xs font-semibold uppercase tracking-wide text-slate-500">
        {t('line', { n: index + 1 })}
      </legend>
      <div className="grid gap-3 sm:grid-cols-4">
        <NumberField name={`${name}.count`} label={label('count')} required integer min={1} max={1000} />
        <SelectField
          name={`${name}.size`}
          label={label('size')}
          options={containerSizes}
          optionLabel={(s) => t(`sizes.${s}`)}
        />
        <SelectField
          name={`${name}.type`}
          label={label('type')}
          options={containerTypes}
          optionLabel={(c) => t(`types.${c}`)}
        />
        <NumberField
          name={`${name}.grossWeightKg`}
          label={label('grossWeightKg')}
          required
          min={1}
          unit="kg"
        />
      </div>
      {type === 'reefer' && (
        <div className="grid gap-3 sm:grid-cols-4">
          <NumberField
            name={`${name}.temperatureC`}
            label={label('temperatureC')}
            required
            step={0.5}
            min={-35}
            max={30}
            unit="°C"
          />
        </div>
      )}
      <CheckboxField name={`${name}.dangerous`} label={label('dangerous')} />
      {dangerous && (
        <div className="grid gap-3 sm:grid-cols-4">
          <SelectField
            name={`${name}.imoClass`}
            label={label('imoClass')}
            required
            placeholder={t('chooseClass')}
            options={imoClasses}
            optionLabel={(c) => t('classOption', { c })}
          />
          <TextField
            name={`${name}.unNumber`}
            label={label('unNumber')}
            required
            inputMode="numeric"
            maxLength={4}
            placeholder="1263"
          />
        </div>
      )}
      {OOG_TYPES.has(type) && (
        <fieldset className="space-y-2">
          <legend className="text-xs font-medium text-slate-600">{t('oog')}</legend>
          <div className="grid gap-3 sm:grid-cols-3">
            {(['overHeightCm', 'overWidthCm', 'overLengthCm'] as const).map((dim) => (
              <NumberField
                key={dim}
                name={`${name}.oog.${dim}`}
                label={label(dim)}
                integer
                min={0}
                unit="cm"
              />
            ))}
          </div>
        </fieldset>
      )}
      <div className="flex justify-end">
        <Button type="button" variant="ghost" size="sm" onClick={onRemove}>
          <Trash2 aria-hidden="true" />
          {t('removeLine', { n: index + 1 })}
        </Button>
      </div>
    </fieldset>
  );
}
