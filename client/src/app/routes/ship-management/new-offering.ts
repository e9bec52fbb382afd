import { useEffect, useRef } from 'react';
import { useSearch } from 'wouter';

/** Issue 27: after "Offer voyage" the owner lands on the new offering in Ship management, not on a toast only. */
export const newOfferingHref = (id: string) => `/ship-management?offering=${encodeURIComponent(id)}`;

/** The offering named in the address (`?offering=`), and a ref that scrolls its card into view once it shows. */
export function useNewOffering(isListed: (id: string) => boolean) {
  const id = new URLSearchParams(useSearch()).get('offering');
  const card = useRef<HTMLLIElement | null>(null);
  const shownFor = useRef<string | null>(null);
  const listed = id !== null && isListed(id);
  useEffect(() => {
    if (!listed || shownFor.current === id || !card.current) return;
    shownFor.current = id;
    card.current.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
    card.current.focus({ preventScroll: true });
  }, [listed, id]);
  return { id, card };
}
