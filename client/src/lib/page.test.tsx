import { act, renderHook } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type Page, usePager } from './page';

const page = (items: number, total: number, pageSize = 10): Page<number> => ({
  items: Array.from({ length: items }, (_, i) => i),
  total,
  pageCount: Math.max(1, Math.ceil(total / pageSize)),
});

afterEach(() => {
  document.body.innerHTML = '';
});

describe('usePager', () => {
  it('steps back to the new last page when an answer for the page on screen comes back empty', () => {
    const setPage = vi.fn();
    // Page 4 of what is now two pages: the last three were emptied elsewhere.
    renderHook(() =>
      usePager({ data: page(0, 20), isPlaceholderData: false }, { page: 4, setPage, pageSize: 10 }),
    );
    expect(setPage).toHaveBeenCalledExactlyOnceWith(2);
  });

  it('waits while the previous page is kept on screen, and never leaves the first page', () => {
    const setPage = vi.fn();
    const { rerender } = renderHook(
      ({ data, isPlaceholderData, at }: { data: Page<number>; isPlaceholderData: boolean; at: number }) =>
        usePager({ data, isPlaceholderData }, { page: at, setPage, pageSize: 10 }),
      { initialProps: { data: page(0, 30), isPlaceholderData: true, at: 2 } },
    );
    expect(setPage).not.toHaveBeenCalled();

    rerender({ data: page(0, 0), isPlaceholderData: false, at: 1 });
    expect(setPage).not.toHaveBeenCalled();

    rerender({ data: page(0, 10), isPlaceholderData: false, at: 2 });
    expect(setPage).toHaveBeenCalledExactlyOnceWith(1);
  });

  it('gives the pager the page, its size and the answer’s total and page count', () => {
    const { result, rerender } = renderHook(
      ({ data }: { data: Page<number> | undefined }) =>
        usePager({ data, isPlaceholderData: false }, { page: 3, setPage: () => {}, pageSize: 10 }),
      { initialProps: { data: undefined as Page<number> | undefined } },
    );
    expect(result.current.pager).toMatchObject({ page: 3, pageSize: 10, total: 0, pageCount: 1 });

    rerender({ data: page(10, 95) });
    expect(result.current.pager).toMatchObject({ page: 3, pageSize: 10, total: 95, pageCount: 10 });
  });

  it('sets the page and moves the focus to the top of the list on a page change', () => {
    const top = document.createElement('section');
    top.tabIndex = -1;
    const button = document.createElement('button');
    document.body.append(top, button);
    button.focus();

    const { result } = renderHook(() => {
      const [at, setPage] = useState(1);
      return usePager({ data: page(10, 35), isPlaceholderData: false }, { page: at, setPage, pageSize: 10 });
    });
    result.current.top.current = top;

    act(() => result.current.pager.onPage(4));
    expect(result.current.pager.page).toBe(4);
    expect(document.activeElement).toBe(top);
  });

  it('leaves the focus where it is when the list attaches no top', () => {
    const button = document.createElement('button');
    document.body.append(button);
    button.focus();
    const setPage = vi.fn();
    const { result } = renderHook(() =>
      usePager({ data: page(10, 35), isPlaceholderData: false }, { page: 1, setPage, pageSize: 10 }),
    );

    act(() => result.current.pager.onPage(2));
    expect(setPage).toHaveBeenCalledExactlyOnceWith(2);
    expect(document.activeElement).toBe(button);
  });
});
