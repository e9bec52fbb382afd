import { DropdownMenu } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';

/** A dropdown menu's panel in a portal, under the right edge of its trigger. */
export function MenuContent({
  className,
  align = 'end',
  sideOffset = 6,
  ...props
}: ComponentProps<typeof DropdownMenu.Content>) {
  return (
    <DropdownMenu.Portal>
      <DropdownMenu.Content
        align={align}
        sideOffset={sideOffset}
        className={cn('z-50 rounded-md border border-slate-200 bg-white p-1 shadow-lg', className)}
        {...props}
      />
    </DropdownMenu.Portal>
  );
}
