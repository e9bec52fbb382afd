import type * as React from 'react';
import { cn } from '@/lib/utils';

export const Card = ({ className, ...p }: React.ComponentProps<'div'>) => (
  <div className={cn('rounded-lg border border-slate-200 bg-white shadow-sm', className)} {...p} />
);
export const CardHeader = ({ className, ...p }: React.ComponentProps<'div'>) => (
  <div className={cn('flex flex-col gap-1.5 p-6', className)} {...p} />
);
// h2: cards sit straight under a page's h1, and a skipped level breaks heading navigation (axe heading-order).
export const CardTitle = ({ className, ...p }: React.ComponentProps<'h2'>) => (
  <h2 className={cn('text-lg font-semibold leading-tight', className)} {...p} />
);
export const CardDescription = ({ className, ...p }: React.ComponentProps<'p'>) => (
  <p className={cn('text-sm text-slate-500', className)} {...p} />
);
export const CardContent = ({ className, ...p }: React.ComponentProps<'div'>) => (
  <div className={cn('p-6 pt-0', className)} {...p} />
);
export const CardFooter = ({ className, ...p }: React.ComponentProps<'div'>) => (
  <div className={cn('flex items-center p-6 pt-0', className)} {...p} />
);
