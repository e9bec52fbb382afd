import type * as React from 'react';
import { tValidation } from '@/lib/i18n';
import { Label } from './label';

/** A labelled control with its translated validation message; the message is announced to screen readers. */
export function FormField(props: {
  id: string;
  label: React.ReactNode;
  error?: string;
  hint?: React.ReactNode;
  children: React.ReactNode;
}) {
  return (
    <div className="space-y-1.5">
      <Label htmlFor={props.id}>{props.label}</Label>
      {props.children}
      {props.hint && !props.error ? <p className="text-xs text-slate-500">{props.hint}</p> : null}
      {props.error ? (
        <p id={`${props.id}-error`} role="alert" className="text-sm text-red-600">
          {tValidation(props.error)}
        </p>
      ) : null}
    </div>
  );
}
