import { ArrowRight, type LucideIcon } from 'lucide-react';
import { Link } from 'wouter';
import { cn } from '@/lib/utils';

type Props = {
  href: string;
  icon: LucideIcon;
  title: string;
  description: string;
  cta: string;
  tone?: string;
};

export function ShortcutCard({ href, icon: Icon, title, description, cta, tone }: Props) {
  return (
    <Link
      href={href}
      className="group flex flex-col rounded-lg border border-slate-200 bg-white p-6 shadow-sm transition hover:-translate-y-0.5 hover:border-brand-500 hover:shadow-md"
    >
      <span
        className={cn(
          'flex h-11 w-11 items-center justify-center rounded-lg',
          tone ?? 'bg-brand-50 text-brand-700',
        )}
      >
        <Icon className="h-6 w-6" aria-hidden="true" />
      </span>
      <h3 className="mt-4 text-lg font-semibold text-slate-900">{title}</h3>
      <p className="mt-1 flex-1 text-sm text-slate-600">{description}</p>
      <span className="mt-4 inline-flex items-center gap-1 text-sm font-medium text-brand-700">
        {cta}
        <ArrowRight className="h-4 w-4 transition-transform group-hover:translate-x-0.5" aria-hidden="true" />
      </span>
    </Link>
  );
}
