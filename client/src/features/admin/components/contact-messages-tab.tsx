import {
  CONTACT_PAGE_SIZE_DEFAULT,
  type ContactMessageStatus,
  type ContactMessageSummary,
  contactMessageStatuses,
} from '@shared/schemas/contact';
import { Mail, Search } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearch } from 'wouter';
import { Badge } from '@/components/ui/badge';
import { Input } from '@/components/ui/input';
import { formatDateTime, formatRelativeTime } from '@/lib/format';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useContactMessages } from '../api/get-contact-messages';
import { ContactMessageDialog } from './contact-message-dialog';
import { AdminList, FilterField, SelectFilter } from './list-states';
import { PlainHeader } from './sortable-header';

const PAGE_SIZE = CONTACT_PAGE_SIZE_DEFAULT;
const columns = ['from', 'subject', 'received', 'status'] as const;

/**
 * Messages sent through /contact, newest first. One opens in full from its subject; the open message lives in
 * the address (?tab=contact&message=<id>) so the administrators' notification links straight to it.
 */
export function ContactMessagesTab() {
  const { t } = useTranslation('admin');
  const [location, navigate] = useLocation();
  const openId = new URLSearchParams(useSearch()).get('message');
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<ContactMessageStatus | ''>('');
  const [page, setPage] = useState(1);
  const term = useDebouncedValue(search.trim(), 300);
  const [lastTerm, setLastTerm] = useState(term);
  if (term !== lastTerm) {
    setLastTerm(term);
    setPage(1);
  }
  const query = useContactMessages({
    search: term || undefined,
    status: status || undefined,
    page,
    pageSize: PAGE_SIZE,
  });
  const open = (id: string | null) =>
    navigate(id ? `${location}?tab=contact&message=${encodeURIComponent(id)}` : `${location}?tab=contact`, {
      replace: id === null,
    });
  const now = new Date();

  return (
    <>
      <AdminList
        section="contact"
        emptyIcon={Mail}
        query={query}
        page={page}
        pageSize={PAGE_SIZE}
        onPage={setPage}
        minWidth="min-w-[760px]"
        filters={
          <div className="grid gap-4 px-6 pb-4 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
            <FilterField id="admin-contact-search" label={t('contact.searchLabel')}>
              <div className="relative">
                <Search
                  className="pointer-events-none absolute top-3 left-3 h-4 w-4 text-slate-400"
                  aria-hidden="true"
                />
                <Input
                  id="admin-contact-search"
                  type="search"
                  className="pl-9"
                  placeholder={t('contact.searchPlaceholder')}
                  value={search}
                  onChange={(e) => setSearch(e.target.value)}
                />
              </div>
            </FilterField>
            <SelectFilter
              id="admin-contact-status"
              label={t('contact.statusFilter')}
              allLabel={t('contact.allStatuses')}
              options={contactMessageStatuses}
              optionLabel={(s) => t(`contact.statuses.${s}`)}
              value={status}
              onChange={(v) => {
                setStatus(v);
                setPage(1);
              }}
            />
          </div>
        }
        head={columns.map((c) => <PlainHeader key={c} label={t(`contact.columns.${c}`)} />)}
        row={(m: ContactMessageSummary) => (
          <tr key={m.id} className="align-top">
            <td className="px-4 py-3">
              <p className="font-medium text-slate-900">{m.name}</p>
              <p className="text-slate-500">{m.email}</p>
            </td>
            <td className="max-w-md px-4 py-3">
              <button
                type="button"
                onClick={() => open(m.id)}
                className="cursor-pointer text-left font-medium text-brand-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
              >
                {m.subject}
              </button>
              <p className="line-clamp-2 text-slate-600">{m.preview}</p>
            </td>
            <td className="whitespace-nowrap px-4 py-3 text-slate-600">
              <time dateTime={m.createdAt} title={formatDateTime(m.createdAt)}>
                {formatRelativeTime(m.createdAt, now)}
              </time>
            </td>
            <td className="px-4 py-3">
              <div className="flex flex-col items-start gap-1">
                <Badge variant={m.handledAt ? 'success' : 'warning'}>
                  {t(`contact.statuses.${m.handledAt ? 'handled' : 'unhandled'}`)}
                </Badge>
                {m.replyCount > 0 && (
                  <span className="text-xs text-slate-500">
                    {t('contact.replyCount', { count: m.replyCount })}
                  </span>
                )}
              </div>
            </td>
          </tr>
        )}
      />
      <ContactMessageDialog id={openId} onClose={() => open(null)} />
    </>
  );
}
