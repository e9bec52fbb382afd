import { type RefObject, useEffect, useState } from 'react';

/**
 * Whether the element is within `margin` of the viewport. `once` keeps the answer true after the first time (to
 * load something when the visitor scrolls near); otherwise it follows the element in and out (to pause work).
 * Without IntersectionObserver the element counts as visible.
 */
export function useInViewport(ref: RefObject<Element | null>, { margin = '0px', once = false } = {}) {
  const [inView, setInView] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    if (typeof IntersectionObserver === 'undefined') {
      setInView(true);
      return;
    }
    const observer = new IntersectionObserver(
      ([entry]) => {
        setInView(entry.isIntersecting);
        if (entry.isIntersecting && once) observer.disconnect();
      },
      { rootMargin: margin },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [ref, margin, once]);
  return inView;
}
