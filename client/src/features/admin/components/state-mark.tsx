import { CircleCheck, CircleX } from 'lucide-react';
import { cn } from '@/lib/utils';

type Props = {
  ok: boolean;
  /** The word beside the tick, and beside the cross. */
  yes: string;
  no: string;
  /** The cross in amber (wait and see, an email not verified yet) instead of red (it failed). */
  warn?: boolean;
};

/** A yes/no state in a table cell: a green tick or a cross, each with its word. */
export function StateMark({ ok, yes, no, warn }: Props) {
  const Icon = ok ? CircleCheck : CircleX;
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1',
        ok ? 'text-emerald-700' : warn ? 'text-amber-700' : 'text-red-700',
      )}
    >
      <Icon className="h-4 w-4" aria-hidden="true" />
      {ok ? yes : no}
    </span>
  );
}
