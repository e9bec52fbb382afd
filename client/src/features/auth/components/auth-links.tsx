import { ArrowLeft } from 'lucide-react';
import type * as React from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';

export function TextLink({ href, children }: { href: string; children: React.ReactNode }) {
  return (
    <Link href={href} className="font-medium text-brand-700 underline-offset-4 hover:underline">
      {children}
    </Link>
  );
}

export function BackLink({ href = '/', children }: { href?: string; children?: React.ReactNode }) {
  const { t } = useTranslation('auth');
  return (
    <Link href={href} className="inline-flex items-center gap-1 text-slate-500 hover:text-slate-800">
      <ArrowLeft aria-hidden="true" className="h-4 w-4" />
      {children ?? t('common.backToHome')}
    </Link>
  );
}
