import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it } from 'vitest';
import { Providers } from '../../../../app/providers';
import { mockFetch } from '../../../../test/fetch-mock';
import { storeSession } from '../../../../test/session-fixtures';
import { adminClaims, makeAccessToken } from '../../../../test/tokens';
import { PushToUserPanel } from './push-to-user-panel';

async function sendAnd(answer: () => Response) {
  storeSession(makeAccessToken(adminClaims));
  mockFetch({ 'POST /api/user/push-to-user': answer });
  render(
    <Providers>
      <PushToUserPanel userId="7" />
    </Providers>,
  );
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Title *'), 'Drill');
  await user.type(screen.getByLabelText('Body *'), 'At ten');
  await user.click(screen.getByRole('button', { name: /Send/ }));
  return screen.findByRole('alert');
}

it("says the seeds' words when a failed push comes without a message, never 'Request failed (500)'", async () => {
  const alert = await sendAnd(() => new Response('', { status: 500 }));
  expect(alert).toHaveTextContent('Failed to send push notification. Please try again.');
  expect(alert).not.toHaveTextContent('Request failed');
});

it("says the server's message when it gives one", async () => {
  const alert = await sendAnd(() => new Response(JSON.stringify({ statusCode: 404, error: 'Not Found', message: 'User not found' }), { status: 404, headers: { 'content-type': 'application/json' } }));
  expect(alert).toHaveTextContent('User not found');
});
