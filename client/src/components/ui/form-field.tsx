import type * as React from 'react';
import { useTranslation } from 'react-i18next';
import { tValidation } from '@/lib/i18n';
import { Label } from './label';

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
  group?: boolean;
  children: React.ReactNode;
}) {
  // Loads the active language's validation texts with the form (they are not part of the first load) and
  // re-renders the message when the language changes.
  useTranslation('validation');
  const hint = props.hint && !props.error ? <p className="text-xs text-slate-500">{props.hint}</p> : null;
  const error = props.error ? (
    <p id={`${props.id}-error`} role="alert" className="text-sm text-red-600">
      {tValidation(props.error)}
    </p>
  ) : null;
  if (props.group) {
    return (
      <fieldset
        id={props.id}
        className="space-y-1.5"
        aria-describedby={props.error ? `${props.id}-error` : undefined}
      >
        <legend className="mb-1.5 text-sm font-medium text-slate-700">{props.label}</legend>
        {props.children}
        {hint}
        {error}
      </fieldset>
    );
  }
  return (
    <div className="space-y-1.5">
      <Label htmlFor={props.id}>{props.label}</Label>
      {props.children}
      {hint}
      {error}
    </div>
  );
}
