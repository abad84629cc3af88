import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { STREET_REPORT_MIN_FILL_MS } from '@aedatlas/contracts';
import { describe, expect, it } from 'vitest';
import { makeAed } from '../../../test/aed-fixtures';
import { CONFIG_PATH, json, mockFetch, publicConfig } from '../../../test/fetch-mock';
import { renderApp } from '../../../test/render-app';

const aed = makeAed({ title: 'AED Community Hall' });

describe('reports from the AED page', () => {
  it("sends 'I used this AED' without an account and shows the AED out of service at once", async () => {
    let reported = false;
    const { calls } = mockFetch({
      [CONFIG_PATH]: publicConfig(),
      [`GET /api/aed/${aed.id}`]: () => json(200, reported ? { ...aed, outOfService: 'used', outOfServiceSince: new Date().toISOString() } : aed),
      [`POST /api/aed/${aed.id}/reports`]: () => {
        reported = true;
        return json(201, { id: '00000000-0000-4000-8000-00000000abcd', aedId: aed.id, kind: 'used', outOfService: true, createdAt: new Date().toISOString(), photoToken: 'token' });
      },
    });
    const user = userEvent.setup();
    renderApp(`/aed/${aed.id}`);
    await user.click(await screen.findByRole('button', { name: 'I used this AED' }));
    const dialog = screen.getByRole('dialog', { name: 'I used this AED' });
    await user.type(within(dialog).getByLabelText('Note (optional)'), 'Used at the football match');
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await within(dialog).findByText('Thank you. The AED is now shown as out of service until it is checked.')).toBeInTheDocument();

    const sent = calls.find((c) => c.method === 'POST')!;
    expect(sent.headers.get('authorization')).toBeNull();
    const body = JSON.parse(sent.body);
    expect(body).toMatchObject({ kind: 'used', note: 'Used at the football match', website: '' });
    expect(body.fillMs).toEqual(expect.any(Number));

    await user.click(within(dialog).getAllByRole('button', { name: 'Close' }).at(-1)!);
    expect(await screen.findByText('Out of service: reported as used, its pads and battery may need replacing')).toBeInTheDocument();
    expect(screen.queryByText('Active')).not.toBeInTheDocument();
  });

  it("sends 'I used this AED' tapped at once: it waits out the guard's minimum instead of failing", async () => {
    const { calls } = mockFetch({
      [CONFIG_PATH]: publicConfig(),
      [`GET /api/aed/${aed.id}`]: () => json(200, aed),
      [`POST /api/aed/${aed.id}/reports`]: (r) =>
        JSON.parse(r.body).fillMs < STREET_REPORT_MIN_FILL_MS
          ? json(400, { statusCode: 400, error: 'Bad Request', message: 'This report could not be accepted.' })
          : json(201, { id: '00000000-0000-4000-8000-00000000abce', aedId: aed.id, kind: 'used', outOfService: true, createdAt: new Date().toISOString(), photoToken: 'token' }),
    });
    const user = userEvent.setup();
    renderApp(`/aed/${aed.id}`);
    await user.click(await screen.findByRole('button', { name: 'I used this AED' }));
    const dialog = screen.getByRole('dialog', { name: 'I used this AED' });
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(within(dialog).getByRole('button', { name: 'Sending…' })).toBeDisabled();
    expect(await within(dialog).findByText('Thank you. The AED is now shown as out of service until it is checked.', {}, { timeout: 4000 })).toBeInTheDocument();
    expect(JSON.parse(calls.find((c) => c.method === 'POST')!.body).fillMs).toBeGreaterThanOrEqual(STREET_REPORT_MIN_FILL_MS);
  });

  it('says why when the server refuses a report as not filled in by a person', async () => {
    mockFetch({
      [CONFIG_PATH]: publicConfig(),
      [`GET /api/aed/${aed.id}`]: () => json(200, aed),
      [`POST /api/aed/${aed.id}/reports`]: () => json(400, { statusCode: 400, error: 'Bad Request', message: 'This report could not be accepted.' }),
    });
    const user = userEvent.setup();
    renderApp(`/aed/${aed.id}`);
    await user.click(await screen.findByRole('button', { name: 'I used this AED' }));
    const dialog = screen.getByRole('dialog', { name: 'I used this AED' });
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await within(dialog).findByText(/not filled in by a person/, {}, { timeout: 4000 })).toBeInTheDocument();
  });

  it('asks what is wrong before sending a problem, and says so when the limit is reached', async () => {
    mockFetch({
      [CONFIG_PATH]: publicConfig(),
      [`GET /api/aed/${aed.id}`]: () => json(200, aed),
      [`POST /api/aed/${aed.id}/reports`]: () => json(429, { statusCode: 429, error: 'Too Many Requests', message: 'Too many reports from your address. Please try again in an hour.' }),
    });
    const user = userEvent.setup();
    // The map popup's link opens the dialog straight away.
    renderApp(`/aed/${aed.id}?report=problem`);
    const dialog = await screen.findByRole('dialog', { name: 'Report a problem with this AED' });
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('What is wrong?');
    await user.click(within(dialog).getByRole('radio', { name: 'It is locked' }));
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await within(dialog).findByText('Too many reports were sent just now. Please try again later.')).toBeInTheDocument();
  });

  it('checks a photo before sending: not an image, or over 5 MB, is refused on the spot and nothing is sent', async () => {
    const { calls } = mockFetch({
      [CONFIG_PATH]: publicConfig(),
      [`GET /api/aed/${aed.id}`]: () => json(200, aed),
    });
    const user = userEvent.setup({ applyAccept: false });
    renderApp(`/aed/${aed.id}?report=problem`);
    const dialog = await screen.findByRole('dialog', { name: 'Report a problem with this AED' });
    await user.click(within(dialog).getByRole('radio', { name: 'It is damaged' }));
    const field = within(dialog).getByLabelText('Photo (optional)');
    await user.upload(field, new File(['%PDF-1.4'], 'notes.pdf', { type: 'application/pdf' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('The photo must be a JPEG, PNG or WebP image.');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    await user.upload(field, new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'huge.jpg', { type: 'image/jpeg' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('The photo is larger than 5 MB. Please choose a smaller one.');
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
    await user.upload(field, new File([new Uint8Array(100)], 'cabinet.jpg', { type: 'image/jpeg' }));
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    expect(field).not.toHaveAttribute('aria-invalid');
  });

  it('says so when the report went but its photo did not, and keeps the report', async () => {
    mockFetch({
      [CONFIG_PATH]: publicConfig(),
      [`GET /api/aed/${aed.id}`]: () => json(200, aed),
      [`POST /api/aed/${aed.id}/reports`]: () => json(201, { id: '00000000-0000-4000-8000-00000000abcd', aedId: aed.id, kind: 'damaged', outOfService: true, createdAt: new Date().toISOString(), photoToken: 'token' }),
    });
    const user = userEvent.setup({ applyAccept: false });
    renderApp(`/aed/${aed.id}?report=problem`);
    const dialog = await screen.findByRole('dialog', { name: 'Report a problem with this AED' });
    await user.click(within(dialog).getByRole('radio', { name: 'It is damaged' }));
    await user.upload(within(dialog).getByLabelText('Photo (optional)'), new File([new Uint8Array(100)], 'cabinet.jpg', { type: 'image/jpeg' }));
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await within(dialog).findByText('Thank you. The AED is now shown as out of service until it is checked.')).toBeInTheDocument();
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(/^The report was sent, but the photo could not be: /);
  });
});
