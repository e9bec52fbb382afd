import { describe, expect, it } from 'vitest';
import { pageItems } from '@/components/ui/pagination';
import { readOfferingSearch, writeOfferingSearch } from './use-offering-search';

const read = (qs: string) => readOfferingSearch(new URLSearchParams(qs));

describe('offering search in the address', () => {
  it('round-trips every filter, the sort and the page', () => {
    const qs =
      'origin=DEHAM&destination=NLRTM&departureFrom=2030-07-01&departureTo=2030-07-31&minTeu=40&maxPrice=199.99&sort=price&order=desc&page=3';
    const search = read(qs);
    expect(search).toEqual({
      origin: 'DEHAM',
      destination: 'NLRTM',
      departureFrom: '2030-07-01',
      departureTo: '2030-07-31',
      minTeu: 40,
      maxPrice: 199.99,
      sort: 'price',
      order: 'desc',
      page: 3,
    });
    expect(writeOfferingSearch(search).toString()).toBe(qs);
  });

  it('leaves defaults out of the address', () => {
    expect(writeOfferingSearch(read('sort=departure&order=asc&page=1')).toString()).toBe('');
  });

  it('accepts lower-case codes and drops what the server would refuse', () => {
    expect(
      read('origin=deham&destination=XXXXX&departureFrom=01.07.2030&minTeu=1.5&maxPrice=1.005&page=0'),
    ).toEqual({
      origin: 'DEHAM',
      destination: '',
      departureFrom: '',
      departureTo: '',
      minTeu: null,
      maxPrice: null,
      sort: 'departure',
      order: 'asc',
      page: 1,
    });
  });
});

describe('pageItems', () => {
  it('keeps the first and last page and the neighbours of the current one', () => {
    expect(pageItems(1, 1)).toEqual([1]);
    expect(pageItems(1, 5)).toEqual([1, 2, 'gap', 5]);
    expect(pageItems(3, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pageItems(6, 12)).toEqual([1, 'gap', 5, 6, 7, 'gap', 12]);
    expect(pageItems(12, 12)).toEqual([1, 'gap', 11, 12]);
  });
});
