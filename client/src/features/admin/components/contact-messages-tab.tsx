import {
  CONTACT_PAGE_SIZE_DEFAULT,
  type ContactMessageStatus,
  type ContactMessageSummary,
  contactMessageStatuses,
} from '@shared/schemas/contact';
import { Mail } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearch } from 'wouter';
import { Badge } from '@/components/ui/badge';
import { formatDateTime, formatRelativeTime } from '@/lib/format';
import { useContactMessages } from '../api/get-contact-messages';
import { ContactMessageDialog } from './contact-message-dialog';
import { SearchFilter, useListPage, useSearchTerm } from './list-filters';
import { AdminList, SelectFilter } from './list-states';
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
  const [status, setStatus] = useState<ContactMessageStatus | ''>('');
  const { page, paging, refilter, restart } = useListPage(PAGE_SIZE);
  const { search, setSearch, term } = useSearchTerm(restart);
  const query = useContactMessages({
    search: term,
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
        {...paging}
        minWidth="min-w-[760px]"
        filters={
          <div className="grid gap-4 px-6 pb-4 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
            <SearchFilter
              id="admin-contact-search"
              label={t('contact.searchLabel')}
              placeholder={t('contact.searchPlaceholder')}
              value={search}
              onChange={setSearch}
            />
            <SelectFilter
              id="admin-contact-status"
              label={t('contact.statusFilter')}
              allLabel={t('contact.allStatuses')}
              options={contactMessageStatuses}
              optionLabel={(s) => t(`contact.statuses.${s}`)}
              value={status}
              onChange={refilter(setStatus)}
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
