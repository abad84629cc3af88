import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CONFIG_PATH, json, mockFetch, publicConfig } from '../../test/fetch-mock';
import { renderApp } from '../../test/render-app';
import { storeSession } from '../../test/session-fixtures';
import { makeAccessToken } from '../../test/tokens';

const center = (i: number, extra: Record<string, unknown> = {}) => ({
  id: `hc-${i}`,
  name: `Center ${String(i).padStart(2, '0')}`,
  description: `Training ${i}`,
  additionalDescription: i === 1 ? 'First aid courses' : '',
  address: `Street ${i}`,
  postalCode: `10${String(i).padStart(2, '0')}`,
  city: i % 2 ? 'Ljubljana' : 'Maribor',
  phoneNumber: `01 200 ${String(i).padStart(2, '0')} 00`,
  mobileNumber: '0',
  email: `center${i}@example.si`,
  validated: i % 3 !== 0,
  ...extra,
});

const centers = [
  center(1, { mobileNumber: '041 555 666' }),
  center(2, { email: 'no+email' }),
  center(3, { email: '' }),
  ...Array.from({ length: 27 }, (_, i) => center(i + 4)),
];

const rows = () => within(screen.getByRole('table', { name: 'Help centers' })).getAllByRole('row').slice(1);
const rowOf = (name: string) => screen.getByText(name).closest('tr') as HTMLElement;

function open(list: () => Response = () => json(200, centers)) {
  storeSession(makeAccessToken());
  const network = mockFetch({ [CONFIG_PATH]: publicConfig(), 'GET /api/helpcenter/public': list });
  renderApp('/helpcenter');
  return network;
}

describe('help centers table (000 §2.12)', () => {
  it('loads the configured URL with Accept */* and no authorization, 25 rows a page', async () => {
    const network = open();
    expect(await screen.findByText('Center 01')).toBeInTheDocument();
    const call = network.calls.find((c) => c.path === '/api/helpcenter/public')!;
    expect(call.headers.get('Accept')).toBe('*/*');
    expect(call.headers.get('Authorization')).toBeNull();
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Name', 'Description', 'Address', 'City', 'Phone', 'Email', 'Validated', 'Photos']);
    expect(rows()).toHaveLength(25);
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
    expect(screen.getByLabelText('Rows per page')).toHaveValue('25');
    expect([...screen.getByLabelText('Rows per page').querySelectorAll('option')].map((o) => o.textContent)).toEqual(['25', '50', '100', '200']);
  });

  it("shows 'Not available' for an empty email and for 'no+email'", async () => {
    open();
    await screen.findByText('Center 01');
    expect(within(rowOf('Center 02')).getByText('Not available')).toBeInTheDocument();
    expect(within(rowOf('Center 03')).getByText('Not available')).toBeInTheDocument();
    expect(within(rowOf('Center 02')).queryByText('no+email')).not.toBeInTheDocument();
    expect(within(rowOf('Center 04')).getByRole('link', { name: 'center4@example.si' })).toHaveAttribute('href', 'mailto:center4@example.si');
  });

  it("shows the mobile number under the phone, but not when it is '0'", async () => {
    open();
    await screen.findByText('Center 01');
    expect(within(rowOf('Center 01')).getByRole('link', { name: '041 555 666' })).toHaveAttribute('href', 'tel:041555666');
    expect(within(rowOf('Center 02')).queryByText(/Mobile/)).not.toBeInTheDocument();
    expect(within(rowOf('Center 02')).queryByText('0')).not.toBeInTheDocument();
  });

  it('shows the additional description and the postal code, and the validated state in words', async () => {
    open();
    await screen.findByText('Center 01');
    expect(within(rowOf('Center 01')).getByText('First aid courses')).toBeInTheDocument();
    expect(within(rowOf('Center 01')).getByText('1001')).toBeInTheDocument();
    expect(within(rowOf('Center 01')).getByText('Validated')).toBeInTheDocument();
    expect(within(rowOf('Center 03')).getByText('Not Validated')).toBeInTheDocument();
  });

  it('searches, sorts and pages in the browser', async () => {
    const user = userEvent.setup();
    open();
    await screen.findByText('Center 01');
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(rows()).toHaveLength(5);
    expect(screen.getByText('Page 2 of 2')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Name' }));
    await user.click(screen.getByRole('button', { name: 'Name' }));
    expect(within(rows()[0]).getByText('Center 30')).toBeInTheDocument();
    await user.type(screen.getByPlaceholderText('Search help centers...'), 'first aid');
    expect(rows()).toHaveLength(1);
    expect(screen.getByText('Center 01')).toBeInTheDocument();
    await user.clear(screen.getByPlaceholderText('Search help centers...'));
    await user.type(screen.getByPlaceholderText('Search help centers...'), 'nowhere at all');
    expect(screen.getByText('No help centers found')).toBeInTheDocument();
  });

  it('says it is loading, then the failure text', async () => {
    open(() => json(500, { statusCode: 500, error: 'Internal Server Error', message: 'boom' }));
    expect(await screen.findByText('Loading help centers...')).toBeInTheDocument();
    expect(await screen.findByText('Failed to load helpcenter data. Please try again.', {}, { timeout: 8000 })).toBeInTheDocument();
    // The screen says it: no global 'Server error' toast on top.
    expect(screen.queryByText('Server error')).not.toBeInTheDocument();
  }, 10_000);

  it('says so when the list is empty', async () => {
    open(() => json(200, []));
    expect(await screen.findByText('No help centers found')).toBeInTheDocument();
  });
});
