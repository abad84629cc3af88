import type { CheckPage } from '@aedatlas/contracts';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockXhr, type XhrAnswer } from '../../test/fake-xhr';
import { CONFIG_PATH, json, mockFetch, publicConfig } from '../../test/fetch-mock';
import { renderApp } from '../../test/render-app';

const CODE = 'fedcba9876543210';
const AED_ID = '00000000-0000-4000-8000-0000000000c2';
const CHECK_ID = '00000000-0000-4000-8000-0000000000d2';
const page: CheckPage = { aedId: AED_ID, title: 'AED Library', place: 'Reading room', floor: null, state: 'inService', lastConfirmedAt: null, lastConfirmedBy: null };
const photo = (name = 'cabinet.png', type = 'image/png') => new File([new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10])], name, { type });

/** The page after a check, with the photo form. */
async function checked(answer: () => XhrAnswer) {
  mockFetch({
    [CONFIG_PATH]: publicConfig(),
    [`GET /api/check/${CODE}`]: () => json(200, page),
    [`POST /api/check/${CODE}`]: () => json(201, { id: CHECK_ID, aedId: AED_ID, checkedAt: new Date().toISOString(), state: 'inService', photoToken: 'secret-token' }),
  });
  const xhr = mockXhr(answer);
  // A small photo as the browser decodes it: the upload toolkit leaves it as it is.
  vi.stubGlobal('createImageBitmap', async () => ({ width: 8, height: 8, close: () => undefined }));
  renderApp(`/c/${CODE}`);
  const user = userEvent.setup({ applyAccept: false });
  await user.click(await screen.findByRole('button', { name: 'It is here, the light is green, pads in date' }));
  await screen.findByRole('heading', { name: 'Thank you!' }, { timeout: 4000 });
  return { user, xhr, input: screen.getByLabelText('Add a photo (optional)') };
}

describe('the optional photo after a check', () => {
  it('sends the photo with the receipt token, showing progress, and says it was sent', async () => {
    let release: () => void = () => undefined;
    const { user, xhr, input } = await checked(() => ({ status: 201, body: { checkId: CHECK_ID, contentType: 'image/png', size: 8 }, progress: [0.5], after: new Promise<void>((r) => (release = r)) }));
    await user.upload(input, photo());
    await user.click(screen.getByRole('button', { name: 'Send photo' }));
    expect(await screen.findByRole('progressbar', { name: 'Sending the photo… 50%' })).toHaveAttribute('aria-valuenow', '50');
    release();
    expect(await screen.findByText('Your photo was sent. Thank you.')).toBeInTheDocument();

    expect(xhr.sent).toHaveLength(1);
    expect(xhr.sent[0]).toMatchObject({ method: 'POST', url: `/api/check/${CODE}/photo` });
    const form = xhr.sent[0].body as FormData;
    expect([...form.keys()]).toEqual(['token', 'file']);
    expect(form.get('token')).toBe('secret-token');
    expect((form.get('file') as File).name).toBe('cabinet.png');
  });

  it('refuses a file that is not a photo before sending, and asks for a photo first', async () => {
    const { user, xhr, input } = await checked(() => ({ status: 201, body: {} }));
    await user.click(screen.getByRole('button', { name: 'Send photo' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Choose a photo first.');
    await user.upload(input, photo('manual.pdf', 'application/pdf'));
    expect(screen.getByRole('alert')).toHaveTextContent('The photo must be a JPEG, PNG or WebP image.');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    await user.click(screen.getByRole('button', { name: 'Send photo' }));
    expect(xhr.sent).toHaveLength(0);
  });

  it("says the server's refusals in the person's words: time is up, too large", async () => {
    let status = 403;
    const { user, input } = await checked(() => ({ status, body: { statusCode: status, error: 'Refused', message: 'No.' } }));
    await user.upload(input, photo());
    await user.click(screen.getByRole('button', { name: 'Send photo' }));
    expect(await screen.findByText('A photo can be added once, within 30 minutes of the check.')).toBeInTheDocument();
    status = 413;
    await user.click(screen.getByRole('button', { name: 'Send photo' }));
    expect(await screen.findByText('The photo is larger than 5 MB. Please choose a smaller one.')).toBeInTheDocument();
  });
});
