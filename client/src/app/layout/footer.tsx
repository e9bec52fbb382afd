import { Clock, Mail } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { cn } from '@/lib/utils';
import { SUPPORT_EMAIL } from './contact';
import { openCookieSettings } from './cookie-consent';
import { Logo } from './logo';

const companyLinks = [
  { href: '/about-us', key: 'company.aboutUs' },
  { href: '/beta-partners', key: 'company.betaPartners' },
  { href: '/contact', key: 'company.contact' },
];
const serviceLinks = [
  { href: '/smartfeeder-tool', key: 'services.smartfeeder' },
  { href: '/ship-offerings', key: 'services.shipMarketplace' },
  { href: '/cargo-matching', key: 'services.cargoMatching' },
  { href: '/greenrefit', key: 'services.greenrefit' },
];
const legalLinks = [
  { href: '/privacy-policy', key: 'legal.privacyPolicy' },
  { href: '/terms-of-service', key: 'legal.termsOfService' },
  { href: '/impressum', key: 'legal.impressum' },
];
const linkClass = 'text-sm text-slate-300 hover:text-white hover:underline underline-offset-4';

function Column({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div>
      <h2 className="text-sm font-semibold uppercase tracking-wide text-white">{title}</h2>
      <ul className="mt-4 space-y-2.5">{children}</ul>
    </div>
  );
}

function LinkColumn({ title, links }: { title: string; links: { href: string; key: string }[] }) {
  const { t } = useTranslation('footer');
  return (
    <Column title={title}>
      {links.map((l) => (
        <li key={l.href}>
          <Link href={l.href} className={linkClass}>
            {t(l.key)}
          </Link>
        </li>
      ))}
    </Column>
  );
}

export function Footer({ className }: { className?: string }) {
  const { t } = useTranslation('footer');
  return (
    <footer className={cn('bg-slate-900 text-slate-300', className)}>
      <div className="mx-auto grid max-w-7xl gap-10 px-6 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <div className="space-y-3">
          <Logo inverted />
          <p className="text-sm text-slate-400">{t('tagline')}</p>
        </div>
        <LinkColumn title={t('company.title')} links={companyLinks} />
        <LinkColumn title={t('services.title')} links={serviceLinks} />
        <Column title={t('contact.title')}>
          <li className="flex items-center gap-2">
            <Mail className="h-4 w-4 shrink-0 text-slate-400" aria-hidden="true" />
            <a href={`mailto:${SUPPORT_EMAIL}`} className={linkClass}>
              {SUPPORT_EMAIL}
            </a>
          </li>
          <li className="flex items-start gap-2 text-sm text-slate-300">
            <Clock className="mt-0.5 h-4 w-4 shrink-0 text-slate-400" aria-hidden="true" />
            {t('contact.hours')}
          </li>
        </Column>
      </div>
      <div className="border-t border-slate-800">
        <div className="mx-auto flex max-w-7xl flex-col gap-4 px-6 py-6 text-sm sm:flex-row sm:items-center sm:justify-between">
          <p className="text-slate-400">{t('copyright', { year: new Date().getFullYear() })}</p>
          <nav aria-label={t('legal.label')} className="flex flex-wrap items-center gap-x-5 gap-y-2">
            {legalLinks.map((l) => (
              <Link key={l.href} href={l.href} className={linkClass}>
                {t(l.key)}
              </Link>
            ))}
            <button type="button" onClick={openCookieSettings} className={cn(linkClass, 'cursor-pointer')}>
              {t('cookieSettings')}
            </button>
          </nav>
        </div>
      </div>
    </footer>
  );
}
