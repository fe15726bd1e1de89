// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TPageMeta } from '@sarraf/contracts';
import { ar } from '../../i18n/ar';
import { msisdnFilter } from './filter-form';
import { ListScreen, type PagedListQuery } from './list-screen';

interface Row {
  id: number;
  msisdn: string;
}

const meta: TPageMeta = { current_page: 2, last_page: 3, per_page: 20, total: 41 };
const text = { title: 'المشتركون', caption: 'جدول المشتركين', empty: 'لا أحد' };

function renderList(url: string, result: Partial<PagedListQuery<Row>>) {
  const useList = vi.fn((): PagedListQuery<Row> => ({
    isPending: false,
    isError: false,
    error: null,
    refetch: () => Promise.resolve(),
    ...result,
  }));
  const router = createMemoryRouter(
    [
      {
        path: '/list',
        element: (
          <ListScreen
            id="people"
            text={text}
            filters={[msisdnFilter()]}
            linkedFilters={['subscriber_id']}
            useList={useList}
            columns={[{ key: 'msisdn', header: ar.common.msisdn, ltr: true, render: (row) => row.msisdn }]}
            actions={(row) => <button type="button">{`open ${row.id}`}</button>}
          />
        ),
      },
    ],
    { initialEntries: [url] },
  );
  render(<RouterProvider router={router} />);
  return { useList, router };
}

describe('ListScreen', () => {
  afterEach(cleanup);

  it('asks its list for the filters in the URL, the page and its size, and nothing else', () => {
    const { useList } = renderList('/list?msisdn=777&subscriber_id=9&page=2&other=x', {});
    expect(useList).toHaveBeenLastCalledWith({
      msisdn: '777',
      subscriber_id: '9',
      page: '2',
      per_page: '20',
    });
    expect(screen.getByRole('heading', { level: 1, name: text.title })).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>(ar.common.msisdn).value).toBe('777');
  });

  it('shows the rows with their actions, and pages through the URL', () => {
    const { router } = renderList('/list?msisdn=777&page=2', {
      data: { data: [{ id: 1, msisdn: '+967770000001' }], meta },
    });
    expect(screen.getByRole('table', { name: text.caption })).toBeTruthy();
    expect(screen.getByRole('cell', { name: '+967770000001' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'open 1' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: ar.table.next }));
    expect(router.state.location.search).toBe('?msisdn=777&page=3');
  });

  it('starts again at page 1 when the filters are submitted', () => {
    const { router } = renderList('/list?page=2', { data: { data: [], meta } });
    expect(screen.getByText(text.empty)).toBeTruthy();
    fireEvent.change(screen.getByLabelText(ar.common.msisdn), { target: { value: ' 771 ' } });
    fireEvent.submit(screen.getByRole('form', { name: ar.common.filtersTitle }));
    expect(router.state.location.search).toBe('?msisdn=771');
  });

  it("shows the server's message, and a malformed filter's error under its field", () => {
    renderList('/list?msisdn=x', {
      isError: true,
      error: {
        isAxiosError: true,
        response: {
          status: 422,
          data: { message: 'بيانات غير صالحة', errors: { msisdn: ['رقم غير صالح'] } },
        },
      },
    });
    expect(screen.getByRole('alert').textContent).toContain('بيانات غير صالحة');
    expect(screen.getByLabelText(ar.common.msisdn).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('رقم غير صالح')).toBeTruthy();
  });
});
