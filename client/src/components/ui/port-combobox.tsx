import { findPort, type Port, searchPorts } from '@shared/domain/ports';
import { Check, ChevronsUpDown, X } from 'lucide-react';
import { Popover } from 'radix-ui';
import { type KeyboardEvent, type Ref, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import i18n from '@/lib/i18n';
import { cn } from '@/lib/utils';

const RESULT_LIMIT = 12;

/** "Hamburg (DEHAM)": how a chosen port reads inside a field. */
export const portLabel = (port: Port) => `${port.name} (${port.code})`;

/**
 * A port's name for a UN/LOCODE: the reader's language's own name where it has one (汉堡), else the catalogue's;
 * an unknown code is shown as it is.
 */
export const portName = (code: string | null | undefined) => {
  if (!code) return '';
  const local = `portNames:${code}`;
  return i18n.exists(local) ? i18n.t(local) : (findPort(code)?.name ?? code);
};

type Props = {
  id: string;
  /** The chosen UN/LOCODE, or '' for none. */
  value: string;
  onChange: (code: string) => void;
  onBlur?: () => void;
  name?: string;
  placeholder?: string;
  disabled?: boolean;
  /** Shows a clear button (filters); form fields clear by emptying the text. */
  clearable?: boolean;
  className?: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
  /** The text box, for a form library that focuses the first field in error. */
  ref?: Ref<HTMLInputElement>;
};

/**
 * Chooses a port by typing its name, code or country (WAI-ARIA combobox with a listbox popup).
 * Focus stays in the text box; arrows move the active option, Enter chooses it, Escape closes the list
 * (or, when it is closed, restores the chosen port's text). Text that matches no port never becomes a value.
 */
export function PortCombobox(props: Props) {
  const { t } = useTranslation('ports');
  const { id, value, onChange } = props;
  const listId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const selected = value ? findPort(value) : undefined;
  const [query, setQuery] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);

  const text = query ?? (selected ? portLabel(selected) : value);
  const results = searchPorts(query ?? '', RESULT_LIMIT);
  const optionId = (i: number) => `${listId}-opt-${i}`;

  const choose = (port: Port | undefined) => {
    setQuery(null);
    setOpen(false);
    if (port && port.code !== value) onChange(port.code);
  };

  const commitOnLeave = () => {
    if (query === null) return;
    const q = query.trim();
    if (!q) {
      setQuery(null);
      if (value) onChange('');
      return;
    }
    // Typing the exact code or name counts as choosing it; anything else falls back to the last choice.
    const exact = findPort(q) ?? results.find((p) => p.name.toLowerCase() === q.toLowerCase());
    choose(exact);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    switch (e.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        e.preventDefault();
        if (!open) {
          setOpen(true);
          setActive(0);
          return;
        }
        const step = e.key === 'ArrowDown' ? 1 : -1;
        setActive((i) => (results.length ? (i + step + results.length) % results.length : 0));
        return;
      }
      case 'Home':
      case 'End':
        if (!open || !results.length) return;
        e.preventDefault();
        setActive(e.key === 'Home' ? 0 : results.length - 1);
        return;
      case 'Enter':
        if (open && results[active]) {
          e.preventDefault();
          choose(results[active]);
        }
        return;
      case 'Escape':
        if (open) {
          // The list closes without closing a surrounding dialog.
          e.preventDefault();
          e.stopPropagation();
          setOpen(false);
        } else if (query !== null) {
          e.preventDefault();
          e.stopPropagation();
          setQuery(null);
        }
        return;
      case 'Tab':
        if (open && query !== null && results[active] && query.trim()) choose(results[active]);
        else setOpen(false);
        return;
    }
  };

  const expanded = open && !props.disabled;

  return (
    <Popover.Root open={expanded} onOpenChange={setOpen}>
      <Popover.Anchor asChild>
        <div className={cn('relative', props.className)}>
          <input
            ref={(el) => {
              inputRef.current = el;
              if (typeof props.ref === 'function') props.ref(el);
              else if (props.ref) props.ref.current = el;
            }}
            id={id}
            name={props.name}
            type="text"
            role="combobox"
            autoComplete="off"
            spellCheck={false}
            aria-autocomplete="list"
            aria-expanded={expanded}
            aria-controls={listId}
            aria-activedescendant={expanded && results[active] ? optionId(active) : undefined}
            aria-invalid={props['aria-invalid']}
            aria-describedby={props['aria-describedby']}
            placeholder={props.placeholder ?? t('combobox.placeholder')}
            disabled={props.disabled}
            value={text}
            onChange={(e) => {
              setQuery(e.target.value);
              setActive(0);
              setOpen(true);
            }}
            onFocus={(e) => e.currentTarget.select()}
            onClick={() => setOpen(true)}
            onKeyDown={onKeyDown}
            onBlur={() => {
              commitOnLeave();
              setOpen(false);
              props.onBlur?.();
            }}
            className={cn(
              'flex h-10 w-full rounded-md border border-slate-300 bg-white py-2 pl-3 text-sm placeholder:text-slate-400 focus-visible:outline-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:opacity-50 aria-[invalid=true]:border-red-500',
              props.clearable && value ? 'pr-16' : 'pr-9',
            )}
          />
          {props.clearable && value && !props.disabled ? (
            <button
              type="button"
              onClick={() => {
                setQuery(null);
                onChange('');
                inputRef.current?.focus();
              }}
              aria-label={t('combobox.clear')}
              className="absolute right-8 top-1/2 -translate-y-1/2 rounded p-0.5 text-slate-400 hover:text-slate-700"
            >
              <X className="h-4 w-4" aria-hidden="true" />
            </button>
          ) : null}
          <ChevronsUpDown
            aria-hidden="true"
            className="pointer-events-none absolute right-3 top-1/2 h-4 w-4 -translate-y-1/2 text-slate-400"
          />
        </div>
      </Popover.Anchor>
      <Popover.Portal>
        <Popover.Content
          align="start"
          sideOffset={4}
          // Focus never leaves the text box: the list is navigated through aria-activedescendant.
          onOpenAutoFocus={(e) => e.preventDefault()}
          onCloseAutoFocus={(e) => e.preventDefault()}
          onInteractOutside={(e) => {
            if (e.target instanceof Node && inputRef.current?.parentElement?.contains(e.target))
              e.preventDefault();
          }}
          className="z-[60] w-[var(--radix-popper-anchor-width)] min-w-56 rounded-md border border-slate-200 bg-white p-1 shadow-lg"
        >
          <div
            id={listId}
            role="listbox"
            aria-label={t('combobox.listLabel')}
            className="max-h-64 overflow-y-auto"
          >
            {results.length === 0 ? (
              <p className="px-3 py-2 text-sm text-slate-500">{t('combobox.noResults')}</p>
            ) : (
              results.map((port, i) => (
                // biome-ignore lint/a11y/useKeyWithClickEvents: keyboard choice happens in the combobox's onKeyDown.
                <div
                  key={port.code}
                  id={optionId(i)}
                  role="option"
                  tabIndex={-1}
                  aria-selected={port.code === value}
                  onMouseDown={(e) => e.preventDefault()}
                  onMouseEnter={() => setActive(i)}
                  onClick={() => choose(port)}
                  className={cn(
                    'flex cursor-pointer items-center gap-2 rounded px-2 py-1.5 text-sm',
                    i === active ? 'bg-brand-50 text-brand-900' : 'text-slate-700',
                  )}
                >
                  <Check
                    aria-hidden="true"
                    className={cn('h-4 w-4 shrink-0', port.code === value ? 'opacity-100' : 'opacity-0')}
                  />
                  <span className="flex-1 truncate">{port.name}</span>
                  <span className="font-mono text-xs text-slate-500">{port.code}</span>
                </div>
              ))
            )}
          </div>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
