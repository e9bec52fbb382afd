import type * as React from 'react';
import { useTranslation } from 'react-i18next';
import { tValidation } from '@/lib/i18n';
import { Label } from '@/components/ui/label';

/**
 * A labelled control with its translated validation message; the message is announced to screen readers. With
 * `group`, the label is the legend of a fieldset around several controls (a checkbox group), and `id` is the
 * fieldset's.
 */
export function FormField(props: {
  id: string;
  label: React.ReactNode;
  error?: string;
  hint?: React.ReactNode;
  /** Marks the label (visually; the control carries `aria-required`). */
  required?: boolean;
  group?: boolean;
  children: React.ReactNode;
}) {
  // Loads the active language's validation texts with the form (they are not part of the first load) and
  // re-renders the message when the language changes.
  useTranslation('validation');
  // The marker stays outside the label's text, so the control's accessible name is the label alone; the control
  // itself says `aria-required`.
  const marker = props.required ? (
    <span aria-hidden="true" className="ml-0.5 text-sm text-red-600">
      *
    </span>
  ) : null;
  const hint =
    props.hint && !props.error ? (
      <p id={`${props.id}-hint`} className="text-xs text-slate-500">
        {props.hint}
      </p>
    ) : null;
  const error = props.error ? <FieldError id={props.id} error={props.error} /> : null;
  if (props.group) {
    return (
      <fieldset
        id={props.id}
        className="space-y-1.5"
        aria-describedby={props.error ? `${props.id}-error` : undefined}
      >
        <legend className="mb-1.5 text-sm font-medium text-slate-700">
          {props.label}
          {marker}
        </legend>
        {props.children}
        {hint}
        {error}
      </fieldset>
    );
  }
  return (
    <div className="space-y-1.5">
      <div>
        <Label htmlFor={props.id}>{props.label}</Label>
        {marker}
      </div>
      {props.children}
      {hint}
      {error}
    </div>
  );
}

/** A field's translated validation message (`{id}-error`, announced when it appears). */
export function FieldError({ id, error }: { id: string; error: string }) {
  useTranslation('validation');
  return (
    <p id={`${id}-error`} role="alert" className="text-sm text-red-600">
      {tValidation(error)}
    </p>
  );
}
