import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { DataTable } from './data-table';
import type { DataTableColumn, DataTableState } from './data-table-types';

interface Town {
  id: string;
  name: string;
  people: number | null;
  note: string;
}

// 30 towns: 'Town 01'..'Town 30', people descending so name order and people order differ.
const towns: Town[] = Array.from({ length: 30 }, (_, i) => ({
  id: String(i + 1),
  name: `Town ${String(i + 1).padStart(2, '0')}`,
  people: i === 4 ? null : (30 - i) * 100,
  note: i === 6 ? 'Gasilski dom Šentjur' : '',
}));

const columns: DataTableColumn<Town>[] = [
  { id: 'name', header: 'Name', accessor: (t) => t.name },
  { id: 'people', header: 'People', accessor: (t) => t.people, cell: (t) => (t.people === null ? 'unknown' : `${t.people} people`) },
  { id: 'note', header: 'Note', searchText: (t) => t.note, cell: (t) => t.note },
];

function renderTable(props: Partial<Parameters<typeof DataTable<Town>>[0]> = {}) {
  return render(
    <DataTable<Town>
      label="Towns"
      columns={columns}
      data={towns}
      getRowId={(t) => t.id}
      searchPlaceholder="Search towns..."
      pageSizes={[10, 20]}
      defaultPageSize={10}
      emptyText="No towns found"
      {...(props as object)}
    />,
  );
}

const bodyRows = () => within(screen.getByRole('table', { name: 'Towns' })).queryAllByRole('row').slice(1);
const firstCells = () => bodyRows().map((row) => within(row).getAllByRole('cell')[0].textContent);

describe('DataTable, client mode', () => {
  it('renders a real table with column headers and the first page', () => {
    renderTable();
    const headers = screen.getAllByRole('columnheader');
    expect(headers.map((h) => h.textContent)).toEqual(['Name', 'People', 'Note']);
    headers.forEach((h) => expect(h).toHaveAttribute('scope', 'col'));
    expect(bodyRows()).toHaveLength(10);
    expect(firstCells()[0]).toBe('Town 01');
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
    expect(screen.getByText('Showing 1–10 of 30')).toBeInTheDocument();
  });

  it('sorts by a header, flips the order on the second click and marks aria-sort', async () => {
    const user = userEvent.setup();
    renderTable();
    // Only columns with an accessor sort.
    expect(screen.queryByRole('button', { name: 'Note' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'People' }));
    const people = screen.getByRole('columnheader', { name: 'People' });
    expect(people).toHaveAttribute('aria-sort', 'ascending');
    expect(within(bodyRows()[0]).getAllByRole('cell')[1]).toHaveTextContent('100 people');
    await user.click(screen.getByRole('button', { name: 'People' }));
    expect(people).toHaveAttribute('aria-sort', 'descending');
    expect(within(bodyRows()[0]).getAllByRole('cell')[1]).toHaveTextContent('3000 people');
    expect(screen.getByRole('columnheader', { name: 'Name' })).not.toHaveAttribute('aria-sort');
  });

  it('keeps empty values last in both directions', async () => {
    const user = userEvent.setup();
    renderTable();
    const lastPeopleCell = () => within(bodyRows().at(-1)!).getAllByRole('cell')[1];
    await user.click(screen.getByRole('button', { name: 'People' }));
    await user.click(screen.getByRole('button', { name: 'Last page' }));
    expect(lastPeopleCell()).toHaveTextContent('unknown');
    await user.click(screen.getByRole('button', { name: 'People' }));
    await user.click(screen.getByRole('button', { name: 'Last page' }));
    expect(lastPeopleCell()).toHaveTextContent('unknown');
  });

  it('moves with first, previous, next and last and disables what leads nowhere', async () => {
    const user = userEvent.setup();
    renderTable();
    const button = (name: string) => screen.getByRole('button', { name });
    expect(button('First page')).toBeDisabled();
    expect(button('Previous page')).toBeDisabled();
    await user.click(button('Next page'));
    expect(screen.getByText('Page 2 of 3')).toBeInTheDocument();
    expect(firstCells()[0]).toBe('Town 11');
    await user.click(button('Last page'));
    expect(screen.getByText('Page 3 of 3')).toBeInTheDocument();
    expect(firstCells()).toHaveLength(10);
    expect(firstCells()[9]).toBe('Town 30');
    expect(button('Next page')).toBeDisabled();
    expect(button('Last page')).toBeDisabled();
    await user.click(button('Previous page'));
    expect(screen.getByText('Page 2 of 3')).toBeInTheDocument();
    await user.click(button('First page'));
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
  });

  it('changes the page size and starts again on the first page', async () => {
    const user = userEvent.setup();
    renderTable();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await user.selectOptions(screen.getByLabelText('Rows per page'), '20');
    expect(bodyRows()).toHaveLength(20);
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
    expect(firstCells()[0]).toBe('Town 01');
  });

  it('searches every searchable column, ignoring case and accents', async () => {
    const user = userEvent.setup();
    renderTable();
    await user.type(screen.getByPlaceholderText('Search towns...'), 'sentjur');
    expect(firstCells()).toEqual(['Town 07']);
    expect(screen.getByText('Page 1 of 1')).toBeInTheDocument();
    await user.clear(screen.getByPlaceholderText('Search towns...'));
    await user.type(screen.getByPlaceholderText('Search towns...'), 'TOWN 2');
    expect(firstCells()).toHaveLength(10);
    expect(firstCells()[0]).toBe('Town 20');
  });

  it('with no pager, draws every row it is given, however many there are (a page the server chose)', async () => {
    // 33 rows: more than any page size a table starts with; none may be out of reach.
    const many: Town[] = Array.from({ length: 33 }, (_, i) => ({ id: String(i + 1), name: `Place ${String(i + 1).padStart(2, '0')}`, people: i, note: '' }));
    const user = userEvent.setup();
    render(<DataTable<Town> label="Towns" columns={columns} data={many} getRowId={(t) => t.id} pager="never" searchPlaceholder="Search towns..." emptyText="No towns found" />);
    expect(bodyRows()).toHaveLength(33);
    expect(firstCells().at(-1)).toBe('Place 33');
    expect(screen.queryByLabelText('Rows per page')).not.toBeInTheDocument();
    // Sorted and searched, it still draws all it has.
    await user.click(screen.getByRole('button', { name: 'Name' }));
    await user.click(screen.getByRole('button', { name: 'Name' }));
    expect(firstCells()).toHaveLength(33);
    expect(firstCells()[32]).toBe('Place 01');
    await user.type(screen.getByPlaceholderText('Search towns...'), 'place');
    expect(firstCells()).toHaveLength(33);
  });

  it('says so when nothing matches, and shows loading and error texts', async () => {
    const user = userEvent.setup();
    const { rerender } = renderTable();
    await user.type(screen.getByPlaceholderText('Search towns...'), 'zzz');
    expect(screen.getByText('No towns found')).toBeInTheDocument();
    expect(bodyRows()).toHaveLength(0);
    expect(screen.getByText('Page 1 of 1')).toBeInTheDocument();
    const base = { label: 'Towns', columns, getRowId: (t: Town) => t.id, emptyText: 'No towns found', loadingText: 'Loading towns...', errorText: 'Failed to load towns.' };
    rerender(<DataTable<Town> {...base} data={undefined} isLoading />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading towns...');
    rerender(<DataTable<Town> {...base} data={undefined} isError />);
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to load towns.');
    expect(screen.queryByText('No towns found')).not.toBeInTheDocument();
  });
});

describe('DataTable, server mode', () => {
  function ServerTable({ onState }: { onState: (s: DataTableState) => void }) {
    const [state, setState] = useState<DataTableState>({ pageIndex: 0, pageSize: 10, sort: { id: 'name', desc: false }, search: '' });
    // The "server" returns rows 1-10 whatever is asked: the table must not slice or sort them itself.
    return (
      <DataTable<Town>
        mode="server"
        label="Towns"
        columns={columns}
        data={towns.slice(10, 20)}
        getRowId={(t) => t.id}
        searchPlaceholder="Search towns..."
        pageSizes={[10, 20]}
        emptyText="No towns found"
        totalCount={95}
        state={state}
        onStateChange={(next) => {
          onState(next);
          setState(next);
        }}
      />
    );
  }

  it('shows the page it is given and reports the wanted page, order, size and search', async () => {
    const user = userEvent.setup();
    const onState = vi.fn();
    render(<ServerTable onState={onState} />);
    expect(firstCells()).toHaveLength(10);
    expect(firstCells()[0]).toBe('Town 11');
    expect(screen.getByText('Page 1 of 10')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Name' })).toHaveAttribute('aria-sort', 'ascending');

    await user.click(screen.getByRole('button', { name: 'Last page' }));
    expect(onState).toHaveBeenLastCalledWith({ pageIndex: 9, pageSize: 10, sort: { id: 'name', desc: false }, search: '' });
    expect(screen.getByText('Page 10 of 10')).toBeInTheDocument();
    expect(firstCells()[0]).toBe('Town 11');

    await user.click(screen.getByRole('button', { name: 'Name' }));
    expect(onState).toHaveBeenLastCalledWith({ pageIndex: 0, pageSize: 10, sort: { id: 'name', desc: true }, search: '' });
    expect(firstCells()[0]).toBe('Town 11');

    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await user.selectOptions(screen.getByLabelText('Rows per page'), '20');
    expect(onState).toHaveBeenLastCalledWith({ pageIndex: 0, pageSize: 20, sort: { id: 'name', desc: true }, search: '' });

    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await user.type(screen.getByPlaceholderText('Search towns...'), 'ab');
    expect(onState).toHaveBeenLastCalledWith({ pageIndex: 0, pageSize: 20, sort: { id: 'name', desc: true }, search: 'ab' });
    expect(firstCells()).toHaveLength(10);
  });

  it('goes back to the last page when the page on screen is past the end, never saying the list is empty', async () => {
    // Page 3 of 3 held one row; it was deleted, and the server now counts 20 rows: page 3 is empty.
    function AfterDelete({ onState }: { onState: (s: DataTableState) => void }) {
      const [state, setState] = useState<DataTableState>({ pageIndex: 2, pageSize: 10, sort: null, search: '' });
      return (
        <DataTable<Town>
          mode="server"
          label="Towns"
          columns={columns}
          data={state.pageIndex === 2 ? [] : towns.slice(state.pageIndex * 10, state.pageIndex * 10 + 10)}
          getRowId={(t) => t.id}
          pageSizes={[10, 20]}
          emptyText="No towns found"
          totalCount={20}
          state={state}
          onStateChange={(next) => {
            onState(next);
            setState(next);
          }}
        />
      );
    }
    const onState = vi.fn();
    render(<AfterDelete onState={onState} />);
    expect(onState).toHaveBeenCalledWith({ pageIndex: 1, pageSize: 10, sort: null, search: '' });
    expect(firstCells()[0]).toBe('Town 11');
    expect(screen.getByText('Page 2 of 2')).toBeInTheDocument();
    expect(screen.queryByText('No towns found')).not.toBeInTheDocument();
  });

  it('says the list is empty on its first page when nothing is left', () => {
    const onState = vi.fn();
    render(
      <DataTable<Town>
        mode="server"
        label="Towns"
        columns={columns}
        data={[]}
        getRowId={(t) => t.id}
        emptyText="No towns found"
        totalCount={0}
        state={{ pageIndex: 0, pageSize: 10, sort: null, search: '' }}
        onStateChange={onState}
      />,
    );
    expect(screen.getByText('No towns found')).toBeInTheDocument();
    expect(onState).not.toHaveBeenCalled();
  });

  it('renders a long page only near the screen, telling screen readers how many rows there are and which each is', async () => {
    const many: Town[] = Array.from({ length: 2000 }, (_, i) => ({ id: String(i + 1), name: `Place ${i + 1}`, people: i, note: '' }));
    const props = {
      mode: 'server' as const,
      label: 'Towns',
      columns,
      getRowId: (t: Town) => t.id,
      emptyText: 'No towns found',
      pager: 'never' as const,
      state: { pageIndex: 0, pageSize: 10, sort: null, search: '' },
      onStateChange: vi.fn(),
    };
    const { rerender } = render(<DataTable<Town> {...props} data={many} totalCount={many.length} />);
    const table = screen.getByRole('table', { name: 'Towns' });
    expect(table).toHaveAttribute('aria-rowcount', '2001');
    const shown = bodyRows().filter((row) => row.getAttribute('aria-hidden') !== 'true');
    expect(shown.length).toBeGreaterThan(5);
    expect(shown.length).toBeLessThan(100);
    expect(firstCells()).toContain('Place 1');
    expect(shown[0]).toHaveAttribute('aria-rowindex', '2');
    expect(screen.queryByText('Place 2000')).not.toBeInTheDocument();
    // The rows not rendered still take their height, so the page scrolls as far as a full table.
    const spacer = table.querySelector('tbody > tr[aria-hidden="true"]:last-child td') as HTMLElement;
    expect(parseFloat(spacer.style.height)).toBeGreaterThan(1900 * 50);

    // A page of the usual size is rendered whole, with no row count to add.
    rerender(<DataTable<Town> {...props} data={many.slice(0, 100)} totalCount={100} />);
    expect(bodyRows()).toHaveLength(100);
    expect(screen.getByRole('table', { name: 'Towns' })).not.toHaveAttribute('aria-rowcount');
  });
});
