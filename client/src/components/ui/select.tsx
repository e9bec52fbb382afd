import type * as React from 'react';
import { cn } from '@/lib/utils';

/** A native select styled like the inputs: keyboard and screen-reader behaviour come for free. */
export function NativeSelect({ className, ...props }: React.ComponentProps<'select'>) {
  return (
    <select
      className={cn(
        'flex h-10 w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm focus-visible:outline-2 focus-visible:outline-brand-600 aria-[invalid=true]:border-red-500',
        className,
      )}
      {...props}
    />
  );
}
