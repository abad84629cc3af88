import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { QrLabelSheets, type QrLabel } from './qr-label-sheets';
import { qrPath } from '../qr-code';

const label = (k: number, extra: Partial<QrLabel> = {}): QrLabel => ({
  id: `00000000-0000-4000-8000-${String(k).padStart(12, '0')}`,
  title: `AED ${k}`,
  place: `Place ${k}`,
  checkCode: k.toString(16).padStart(16, '0'),
  ...extra,
});

describe('the QR label sheets', () => {
  it('puts 24 labels on an A4 sheet, each with its name, place, QR code of its check page and the address under it', () => {
    const labels = Array.from({ length: 25 }, (_, k) => label(k + 1));
    render(<QrLabelSheets labels={labels} />);
    expect(screen.getByTestId('label-count')).toHaveTextContent('25 labels on 2 A4 sheets');
    const sheets = screen.getAllByRole('list');
    expect(sheets.map((s) => s.getAttribute('aria-label'))).toEqual(['Sheet 1 of 2', 'Sheet 2 of 2']);
    expect(within(sheets[0]).getAllByRole('listitem')).toHaveLength(24);
    expect(within(sheets[1]).getAllByRole('listitem')).toHaveLength(1);

    const last = within(sheets[1]).getByRole('listitem');
    expect(last).toHaveTextContent('Scan to check this AED');
    expect(last).toHaveTextContent('AED 25');
    expect(last).toHaveTextContent('Place 25');
    expect(last).toHaveTextContent(`${window.location.host}/c/${labels[24].checkCode}`);
    const code = within(last).getByRole('img', { name: 'QR code of the check page of AED 25' });
    // The code holds the check page's full address on this site.
    expect(code.querySelector('path')!.getAttribute('d')).toBe(qrPath(`${window.location.origin}/c/${labels[24].checkCode}`).path);
  });

  it('names an AED without a name "AED", leaves out an unknown place, and prints on Print', async () => {
    const print = vi.fn();
    vi.stubGlobal('print', print);
    render(<QrLabelSheets labels={[label(1, { title: '  ', place: null })]} />);
    expect(screen.getByTestId('label-count')).toHaveTextContent('1 label on 1 A4 sheet');
    const item = screen.getByRole('listitem');
    expect(within(item).getByRole('img', { name: 'QR code of the check page of AED' })).toBeInTheDocument();
    expect(item.querySelector('.qr-label-place')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledTimes(1);
  });
});
