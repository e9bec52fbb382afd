import { isPortCode } from '@shared/domain/ports';
import {
  type OfferingSort,
  offeringSorts,
  type SortOrder,
  shipOfferingListQuerySchema,
  sortOrders,
} from '@shared/schemas/ship-offerings';
import { useMemo } from 'react';
import { useSearchParams } from 'wouter';

/** The list's filters, sort and page as they appear in the address bar (shareable; Back undoes a change). */
export type OfferingSearch = {
  origin: string;
  destination: string;
  /** 'YYYY-MM-DD' (a whole UTC day) or ''. */
  departureFrom: string;
  departureTo: string;
  minTeu: number | null;
  maxPrice: number | null;
  sort: OfferingSort;
  order: SortOrder;
  page: number;
};
export type OfferingFilters = Omit<OfferingSearch, 'sort' | 'order' | 'page'>;

export const emptyFilters: OfferingFilters = {
  origin: '',
  destination: '',
  departureFrom: '',
  departureTo: '',
  minTeu: null,
  maxPrice: null,
};
const DEFAULT_SORT: OfferingSort = 'departure';
const DEFAULT_ORDER: SortOrder = 'asc';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const shape = shipOfferingListQuerySchema.shape;
/** A value the server would accept, or null: a hand-edited address never breaks the page, it just drops the bad part. */
const numberOrNull = (schema: typeof shape.minTeu | typeof shape.maxPrice, raw: string | null) => {
  if (raw === null || raw === '') return null;
  const parsed = schema.safeParse(raw);
  return parsed.success && typeof parsed.data === 'number' ? parsed.data : null;
};

export function readOfferingSearch(params: URLSearchParams): OfferingSearch {
  const port = (key: string) => {
    const code = params.get(key)?.trim().toUpperCase() ?? '';
    return isPortCode(code) ? code : '';
  };
  const day = (key: string) => {
    const value = params.get(key) ?? '';
    return DAY.test(value) && !Number.isNaN(Date.parse(value)) ? value : '';
  };
  const sort = params.get('sort');
  const order = params.get('order');
  const page = Number(params.get('page'));
  return {
    origin: port('origin'),
    destination: port('destination'),
    departureFrom: day('departureFrom'),
    departureTo: day('departureTo'),
    minTeu: numberOrNull(shape.minTeu, params.get('minTeu')),
    maxPrice: numberOrNull(shape.maxPrice, params.get('maxPrice')),
    sort: offeringSorts.find((s) => s === sort) ?? DEFAULT_SORT,
    order: sortOrders.find((o) => o === order) ?? DEFAULT_ORDER,
    page: Number.isSafeInteger(page) && page >= 1 ? page : 1,
  };
}

/** Only what differs from the defaults goes into the address, in a stable order. */
export function writeOfferingSearch(search: OfferingSearch): URLSearchParams {
  const params = new URLSearchParams();
  const put = (key: string, value: string | number | null) => {
    if (value !== null && value !== '') params.set(key, String(value));
  };
  put('origin', search.origin);
  put('destination', search.destination);
  put('departureFrom', search.departureFrom);
  put('departureTo', search.departureTo);
  put('minTeu', search.minTeu);
  put('maxPrice', search.maxPrice);
  if (search.sort !== DEFAULT_SORT || search.order !== DEFAULT_ORDER) {
    put('sort', search.sort);
    put('order', search.order);
  }
  if (search.page > 1) put('page', search.page);
  return params;
}

export const hasActiveFilters = (s: OfferingFilters) =>
  (Object.keys(emptyFilters) as (keyof OfferingFilters)[]).some((k) => s[k] !== emptyFilters[k]);

/** Reads and writes the list state in the query string; every change is a history entry. */
export function useOfferingSearch() {
  const [params, setParams] = useSearchParams();
  const search = useMemo(() => readOfferingSearch(params), [params]);

  const update = (next: OfferingSearch) => setParams(writeOfferingSearch(next));

  return {
    search,
    /** New filters start again at page 1. */
    setFilters: (filters: OfferingFilters) => update({ ...search, ...filters, page: 1 }),
    setSort: (sort: OfferingSort, order: SortOrder) => update({ ...search, sort, order, page: 1 }),
    setPage: (page: number) => update({ ...search, page }),
    clearFilters: () => update({ ...search, ...emptyFilters, page: 1 }),
  };
}
