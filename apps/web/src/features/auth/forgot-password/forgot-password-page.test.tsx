import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ApiError, NO_RESPONSE_MESSAGE } from '../../../lib/http';
import { heldResponse, json, mockFetch } from '../../../test/fetch-mock';
import { renderApp } from '../../../test/render-app';
import { RESET_EMAIL_FAILED, RESET_EMAIL_SENT, forgotPasswordErrorMessage } from './forgot-password-messages';

describe('forgot password (000 §2.5)', () => {
  it('has a required email-type field, sends DELETE with the email and confirms', async () => {
    const sent = heldResponse();
    const net = mockFetch({ 'DELETE /api/user/reset-password': sent.handler });
    renderApp('/forgot-password');
    const email = await screen.findByLabelText('Email');
    expect(email).toHaveAttribute('type', 'email');
    expect(email).toBeRequired();
    expect(screen.getByRole('link', { name: 'Back to login' })).toHaveAttribute('href', '/login');

    const user = userEvent.setup();
    await user.type(email, 'member@aedatlas.test');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('button', { name: 'Sending...' })).toBeDisabled();
    await sent.respond(json(200, { message: 'If an account exists, a link was sent.' }));
    expect(net.calls[0].method).toBe('DELETE');
    expect(JSON.parse(net.calls[0].body)).toEqual({ email: 'member@aedatlas.test' });
    expect(await screen.findByText(RESET_EMAIL_SENT)).toBeInTheDocument();
  });

  it("shows the server's message on failure", async () => {
    mockFetch({ 'DELETE /api/user/reset-password': () => json(429, { statusCode: 429, error: 'Too Many Requests', message: 'Slow down' }) });
    renderApp('/forgot-password');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Email'), 'member@aedatlas.test');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Slow down');
  });

  it("says to try again when the server is away, and never 'retrying' for a request nobody retries", async () => {
    mockFetch({
      'DELETE /api/user/reset-password': () => json(503, { statusCode: 503, error: 'Service Unavailable', message: 'Service temporarily unavailable, please try again shortly' }),
      'GET /api/ready': () => json(200, { status: 'ok' }),
    });
    renderApp('/forgot-password');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Email'), 'member@aedatlas.test');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText('Service temporarily unavailable, please try again shortly')).toBeInTheDocument();
    expect(screen.queryByText(/retrying/i)).toBeNull();
  });

  it('prefers the message, then the error description, then the error text, then the fallback', () => {
    expect(forgotPasswordErrorMessage(new ApiError(400, 'x', { message: 'm', error_description: 'd', error: 'e' }))).toBe('m');
    expect(forgotPasswordErrorMessage(new ApiError(400, 'x', { error_description: 'd', error: 'e' }))).toBe('d');
    expect(forgotPasswordErrorMessage(new ApiError(400, 'x', { error: 'e' }))).toBe('e');
    expect(forgotPasswordErrorMessage(new ApiError(502, 'x', 'Bad gateway'))).toBe('Bad gateway');
    expect(forgotPasswordErrorMessage(new ApiError(500, 'x', null))).toBe(RESET_EMAIL_FAILED);
    expect(forgotPasswordErrorMessage(new ApiError(0, NO_RESPONSE_MESSAGE))).toBe(NO_RESPONSE_MESSAGE);
  });
});
