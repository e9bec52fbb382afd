import { equipmentTypes } from '@shared/schemas/matching';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CheckboxGroupField,
  ContactFields,
  DateTimeField,
  type FieldProps,
  FormActions,
  FormRow,
} from '@/components/form';
import { PortField } from '@/components/form/port-fields';
import type { MatchingFormKind } from '../utils/form-values';

/**
 * A matching form's field by name: its label from the form's texts and its hint, the one given or else "not found in
 * the mail" where the mail that prefilled the form did not give it, or "guessed" where the parser only guessed it.
 */
export function useMatchingField(
  kind: MatchingFormKind,
  missing: readonly PropertyKey[] = [],
  guessed: readonly PropertyKey[] = [],
) {
  const { t } = useTranslation('matching');
  const mailHint = (name: string) =>
    missing.includes(name)
      ? t('mailPaste.notFound')
      : guessed.includes(name)
        ? t('mailPaste.guessed')
        : undefined;
  return (name: string, hint?: string) => ({
    name,
    label: t(`${kind}.fields.${name}`),
    hint: hint ?? mailHint(name),
  });
}

/**
 * Origin and destination ports, then whatever the form adds (the request's alternatives), then the voyage's two
 * dates. `locked`: taken from elsewhere (a ship offering, accepted matches), so shown but not changed.
 */
export function RouteFields({
  kind,
  missing,
  dates,
  locked = false,
  required = true,
  minDate,
  children,
}: {
  kind: MatchingFormKind;
  missing?: readonly PropertyKey[];
  dates: readonly [string, string];
  locked?: boolean;
  required?: boolean;
  minDate?: string;
  children?: ReactNode;
}) {
  const field = useMatchingField(kind, missing);
  return (
    <FormRow>
      {(['originPort', 'destinationPort'] as const).map((name) => (
        <PortField key={name} {...field(name)} required={required} disabled={locked} />
      ))}
      {children}
      {dates.map((name) => (
        <DateTimeField key={name} {...field(name)} required={required} min={minDate} readOnly={locked} />
      ))}
    </FormRow>
  );
}

/** The special equipment a vessel has or a cargo needs, as checkboxes. */
export function EquipmentField(props: FieldProps) {
  const { t } = useTranslation('matching');
  return <CheckboxGroupField {...props} options={equipmentTypes} optionLabel={(e) => t(`equipment.${e}`)} />;
}

/**
 * The end of both forms: who answers for the capacity or request (prefilled with the signed-in user), then Cancel and
 * the submit button (adding a new item, or saving the changes to a stored one).
 */
export function ContactAndActions({
  kind,
  editing,
  pending,
  onCancel,
}: {
  kind: MatchingFormKind;
  editing: boolean;
  pending: boolean;
  onCancel: () => void;
}) {
  const { t } = useTranslation('matching');
  return (
    <>
      <ContactFields title={t(`${kind}.sections.contact`)} label={(key) => t(`fields.${key}`)} />
      <FormActions
        onCancel={onCancel}
        pending={pending}
        submitLabel={editing ? t('saveChanges') : t(`${kind}.submit`)}
      />
    </>
  );
}
