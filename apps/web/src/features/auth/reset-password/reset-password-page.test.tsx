import { passwordRequirementsMessage, unmetPasswordRules } from '@aedatlas/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/http';
import { heldResponse, json, mockFetch } from '../../../test/fetch-mock';
import { renderApp } from '../../../test/render-app';
import { INVALID_RESET_LINK, RESET_FAILED, RESET_SUCCESS, resetPasswordError } from './reset-password-messages';

async function submit(password: string, confirm: string) {
  const user = userEvent.setup();
  if (password) await user.type(await screen.findByLabelText('New password'), password);
  if (confirm) await user.type(screen.getByLabelText('Confirm password'), confirm);
  await user.click(screen.getByRole('button', { name: 'Reset Password' }));
  return user;
}

describe('password rules (000 §5)', () => {
  it("lists the unmet rules after 'Password requirements: ', joined by commas", () => {
    expect(passwordRequirementsMessage(unmetPasswordRules('abc'))).toBe(
      'Password requirements: At least 8 characters, At least one uppercase letter, At least one number, At least one special character',
    );
    expect(unmetPasswordRules('Str0ng!pass')).toEqual([]);
  });

  it('shows the rules text and the mismatch on the form, and sends nothing', async () => {
    const net = mockFetch({});
    renderApp('/reset-password?token=abc');
    await submit('abcdefgh', 'abcdefgx');
    expect(
      await screen.findByText('Password requirements: At least one uppercase letter, At least one number, At least one special character'),
    ).toBeInTheDocument();
    expect(net.calls).toHaveLength(0);

    const user = userEvent.setup();
    await user.clear(screen.getByLabelText('New password'));
    await user.type(screen.getByLabelText('New password'), 'Str0ng!pass');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText('Passwords do not match.')).toBeInTheDocument();
    expect(net.calls).toHaveLength(0);
  });
});

describe('reset password screen (000 §2.6)', () => {
  it('disables the button without a token and says why', async () => {
    mockFetch({});
    renderApp('/reset-password');
    expect(await screen.findByText(INVALID_RESET_LINK)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reset Password' })).toBeDisabled();
    expect(screen.getByRole('link', { name: 'Back to login' })).toHaveAttribute('href', '/login');
  });

  it('toggles each password between hidden and shown', async () => {
    mockFetch({});
    renderApp('/reset-password?token=abc');
    const user = userEvent.setup();
    const input = await screen.findByLabelText('New password');
    expect(input).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show new password' }));
    expect(input).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide new password' }));
    expect(input).toHaveAttribute('type', 'password');
    expect(screen.getByRole('button', { name: 'Show confirm password' })).toBeInTheDocument();
  });

  it("sends the token and new password, says 'Resetting...', then succeeds and goes to /login", async () => {
    const reset = heldResponse();
    const net = mockFetch({ 'POST /api/user/reset-password': reset.handler });
    const { router } = renderApp('/reset-password?token=tok-123');
    await submit('Str0ng!pass', 'Str0ng!pass');
    expect(await screen.findByRole('button', { name: 'Resetting...' })).toBeDisabled();
    await reset.respond(json(200, { message: 'Password has been reset' }));
    expect(JSON.parse(net.calls[0].body)).toEqual({ token: 'tok-123', newPassword: 'Str0ng!pass' });
    expect(await screen.findByText(RESET_SUCCESS)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'), { timeout: 4000 });
  }, 15_000);

  it("shows the server's message for a used or expired link", async () => {
    const message = 'This reset link is invalid or has expired. Please request a new one.';
    mockFetch({ 'POST /api/user/reset-password': () => json(400, { statusCode: 400, error: 'Bad Request', message }) });
    renderApp('/reset-password?token=old');
    await submit('Str0ng!pass', 'Str0ng!pass');
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Request a new link' })).toHaveAttribute('href', '/forgot-password');
    expect(screen.queryByText('Invalid data. Check data and try again')).toBeNull();
  });

  it('falls back to the seeds text when the answer has no message', () => {
    expect(resetPasswordError(new ApiError(500, 'x', null)).message).toBe(RESET_FAILED);
    expect(resetPasswordError(new Error('boom')).message).toBe(RESET_FAILED);
    const weak = resetPasswordError(
      new ApiError(400, 'x', { message: 'Invalid request data', errors: { newPassword: 'Password requirements: At least 8 characters' } }),
    );
    expect(weak).toMatchObject({ message: 'Invalid request data', fieldError: 'Password requirements: At least 8 characters', linkProblem: false });
  });
});
