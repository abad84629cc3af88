import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { ModalDialog } from '../modal-dialog';
import { DataTable } from './data-table';
import type { DataTableColumn } from './data-table-types';

interface Device {
  id: string;
  model: string;
}

const devices: Device[] = [
  { id: '1', model: 'Pixel 8' },
  { id: '2', model: 'iPhone 15' },
];
const columns: DataTableColumn<Device>[] = [{ id: 'model', header: 'Model', accessor: (d) => d.model }];

/** A list whose rows open a details dialog, as the admin devices, users and activities lists do. */
function DevicesWithDetails() {
  const [open, setOpen] = useState<Device | null>(null);
  return (
    <>
      <DataTable<Device>
        label="Devices"
        columns={columns}
        data={devices}
        getRowId={(d) => d.id}
        searchPlaceholder="Search devices..."
        pageSizes={[25]}
        emptyText="No devices"
        onRowClick={setOpen}
      />
      {open && (
        <ModalDialog title={`Device ${open.model}`} onClose={() => setOpen(null)}>
          <p>{open.model}</p>
        </ModalDialog>
      )}
    </>
  );
}

const rowOf = (text: string) => screen.getByRole('cell', { name: text }).closest('tr')!;

describe('rows that open details, by keyboard', () => {
  it('reaches a row with Tab, opens it with Enter, and Escape brings focus back to the row', async () => {
    const user = userEvent.setup();
    render(<DevicesWithDetails />);
    rowOf('Pixel 8').focus();
    await user.tab();
    expect(rowOf('iPhone 15')).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('dialog', { name: 'Device iPhone 15' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(rowOf('iPhone 15')).toHaveFocus();
  });

  it('opens with Space too', async () => {
    const user = userEvent.setup();
    render(<DevicesWithDetails />);
    rowOf('Pixel 8').focus();
    await user.keyboard(' ');
    expect(screen.getByRole('dialog', { name: 'Device Pixel 8' })).toBeInTheDocument();
  });

  it('leaves rows out of the Tab order when they open nothing', async () => {
    render(
      <DataTable<Device> label="Devices" columns={columns} data={devices} getRowId={(d) => d.id} searchPlaceholder="Search" pageSizes={[25]} emptyText="None" />,
    );
    expect(rowOf('Pixel 8')).not.toHaveAttribute('tabindex');
  });
});
