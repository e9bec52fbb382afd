import { Ship } from 'lucide-react';
import type * as React from 'react';
import { Card, CardContent } from '@/components/ui/card';
import { cn } from '@/lib/utils';

type AuthCardProps = {
  title: React.ReactNode;
  description?: React.ReactNode;
  icon?: React.ReactNode;
  footer?: React.ReactNode;
  wide?: boolean;
  children: React.ReactNode;
};

/** The centred card every sign-in, registration and recovery screen sits in. */
export function AuthCard({ title, description, icon, footer, wide, children }: AuthCardProps) {
  return (
    <div className="flex min-h-[calc(100vh-12rem)] items-center justify-center bg-gradient-to-b from-slate-50 to-white px-4 py-12">
      <div className={cn('w-full', wide ? 'max-w-xl' : 'max-w-md')}>
        <div className="mb-6 text-center">
          <div className="mx-auto mb-4 flex h-12 w-12 items-center justify-center rounded-xl bg-gradient-to-br from-brand-600 to-brand-900 text-white shadow-md [&_svg]:h-6 [&_svg]:w-6">
            {icon ?? <Ship aria-hidden="true" />}
          </div>
          <h1 className="text-2xl font-bold tracking-tight text-slate-900">{title}</h1>
          {description ? <p className="mt-2 text-sm text-slate-600">{description}</p> : null}
        </div>
        <Card>
          <CardContent className="p-6 sm:p-8">{children}</CardContent>
        </Card>
        {footer ? <div className="mt-6 space-y-2 text-center text-sm text-slate-600">{footer}</div> : null}
      </div>
    </div>
  );
}
