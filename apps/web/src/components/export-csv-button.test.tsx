import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { streamedAnswer, textOf, watchDownloads } from '../test/downloads';
import { mockFetch } from '../test/fetch-mock';
import { ExportCsvButton, exportAddress } from './export-csv-button';

/** A CSV answer whose body the test sends part by part, and may break off. */
const streamedCsv = (headers: Record<string, string> = {}) => streamedAnswer('text/csv; charset=utf-8', headers);

const button = () => screen.getByRole('button');
const row = 'a6f0c1de-3b2a-4c1d-9e8f-7a6b5c4d3e2f,AED Ljubljana,Ljubljana\r\n';

describe('ExportCsvButton', () => {
  let answer: ReturnType<typeof streamedCsv>;
  let files: ReturnType<typeof watchDownloads>;
  beforeEach(() => {
    answer = streamedCsv();
    mockFetch({ 'GET /api/admin/aed/export.csv': () => answer.response });
    files = watchDownloads();
  });
  afterEach(() => vi.restoreAllMocks());

  it('says how much of a long export has come, then hands the whole file over', async () => {
    const user = userEvent.setup();
    render(<ExportCsvButton listPath="/api/admin/aed" query={{ search: 'ljubljana' }} fileName="aeds" />);
    await user.click(button());
    await waitFor(() => expect(button()).toHaveTextContent(/^Exporting\.\.\.$/));
    expect(button()).toBeDisabled();

    const header = '\uFEFFid,title,city\r\n';
    answer.send(header + row.repeat(20_000));
    await waitFor(() => expect(button()).toHaveTextContent('Exporting... 1.2 MB'));
    answer.send(row.repeat(30_000));
    await waitFor(() => expect(button()).toHaveTextContent('Exporting... 3.1 MB'));
    expect(files).toEqual([]);

    answer.end();
    await waitFor(() => expect(button()).toHaveTextContent(/^Export CSV$/));
    expect(button()).toBeEnabled();
    expect(files).toHaveLength(1);
    expect(files[0].name).toMatch(/^aeds-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(await textOf(files[0].blob)).toBe(header + row.repeat(50_000));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('counts the rows that have come against the total the server gave', async () => {
    answer = streamedCsv({ 'x-total-count': '50000' });
    const user = userEvent.setup();
    render(<ExportCsvButton listPath="/api/admin/aed" query={{}} fileName="aeds" />);
    await user.click(button());
    answer.send('\uFEFFid,title,city\r\n' + row.repeat(20_000));
    await waitFor(() => expect(button()).toHaveTextContent('Exporting... 20,000 of 50,000 rows'));
    // A description with line breaks in it: more lines than rows, never more than the total.
    answer.send('b7e1d2c3-4a5b-4c6d-8e7f-9a0b1c2d3e4f,"Line one\nLine two\nLine three",Ljubljana\r\n' + row.repeat(29_999));
    await waitFor(() => expect(button()).toHaveTextContent('Exporting... 50,000 of 50,000 rows'));
    answer.end();
    await waitFor(() => expect(button()).toHaveTextContent(/^Export CSV$/));
    expect(files).toHaveLength(1);
  });

  it('gives no file when the connection breaks on the way, and says so', async () => {
    const user = userEvent.setup();
    render(<ExportCsvButton listPath="/api/admin/aed" query={{}} fileName="aeds" />);
    await user.click(button());
    answer.send('\uFEFFid,title,city\r\n' + row.repeat(5_000));
    answer.breakOff();
    await waitFor(() => expect(button()).toBeEnabled());
    expect(button()).toHaveTextContent(/^Export CSV$/);
    expect(files).toEqual([]);
    expect(screen.getByRole('alert')).toHaveTextContent('Export failed: The connection broke before the whole file came. Please try again.');
  });
});

describe('exportAddress', () => {
  it('carries the filters and sort that have a value, and nothing else', () => {
    expect(exportAddress('/api/admin/aed', { search: 'Žiri bled', sortBy: 'city', sortOrder: 'desc', from: undefined, to: '' })).toBe(
      '/api/admin/aed/export.csv?search=%C5%BDiri+bled&sortBy=city&sortOrder=desc',
    );
  });

  it('is the bare export without any', () => {
    expect(exportAddress('/api/admin/audit', {})).toBe('/api/admin/audit/export.csv');
  });
});
