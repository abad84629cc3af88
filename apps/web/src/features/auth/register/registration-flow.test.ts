import { describe, expect, it, vi } from 'vitest';
import { CONFIG_PATH, TOKEN_PATH, json, mockFetch, publicConfig } from '../../../test/fetch-mock';
import { makeAccessToken, tokenResponse } from '../../../test/tokens';
import { RegistrationError, retryDelayMs, runRegistration, type RegistrationEvent } from './registration-flow';
import { FAILURE_HEADINGS, failureCauses, retryMessage } from './registration-messages';

const values = { firstName: 'Nina', lastName: 'Zupan', email: 'new@aedatlas.test', password: 'secret-pass', confirmPassword: 'secret-pass' };
const networkDown = () => Promise.reject(new TypeError('Failed to fetch'));

function run(wait = vi.fn(async (_ms: number) => undefined)) {
  const events: RegistrationEvent[] = [];
  const promise = runRegistration(values, (e) => events.push(e), { wait });
  return { promise, events, wait };
}

describe('registration retries (000 §9: 3 attempts, 1000 ms doubling)', () => {
  it('waits 1 s, then 2 s, and gives up after the third attempt with status 0', async () => {
    const net = mockFetch({ 'POST /api/user/register': networkDown });
    const { promise, events, wait } = run();
    const error = await promise.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RegistrationError);
    expect(error).toMatchObject({ step: 'account', status: 0 });
    expect(net.calls.filter((c) => c.path === '/api/user/register')).toHaveLength(3);
    expect(wait.mock.calls.map(([ms]) => ms)).toEqual([1000, 1000, 1000]);
    const countdown = events.filter((e) => e.type === 'retry').map((e) => (e.type === 'retry' ? retryMessage(e.secondsLeft) : ''));
    expect(countdown).toEqual(['Retrying in 1s', 'Retrying in 2s', 'Retrying in 1s']);
    expect([1, 2, 3].map(retryDelayMs)).toEqual([1000, 2000, 4000]);
  });

  it('does not retry an answer from the server', async () => {
    const net = mockFetch({ 'POST /api/user/register': () => json(500, { statusCode: 500, error: 'x', message: 'Server error' }) });
    const { promise, wait } = run();
    await expect(promise).rejects.toMatchObject({ step: 'account', status: 500 });
    expect(net.calls).toHaveLength(1);
    expect(wait).not.toHaveBeenCalled();
  });

  it('treats a 409 after a lost answer as its own account when the password works', async () => {
    mockFetch({
      [CONFIG_PATH]: publicConfig(),
      'POST /api/user/register': (_req, attempt) => (attempt === 1 ? networkDown() : json(409, { message: 'exists' })),
      [TOKEN_PATH]: () => json(200, tokenResponse(makeAccessToken())),
      'POST /api/device/checkin': () => json(200, {}),
    });
    const { promise } = run();
    await expect(promise).resolves.toMatchObject({ email: 'member@aedatlas.test' });
  });

  it('and as an existing account (409) when the password does not', async () => {
    mockFetch({
      [CONFIG_PATH]: publicConfig(),
      'POST /api/user/register': (_req, attempt) => (attempt === 1 ? networkDown() : json(409, { message: 'exists' })),
      [TOKEN_PATH]: () => json(401, { error: 'invalid_grant' }),
    });
    const { promise } = run();
    await expect(promise).rejects.toMatchObject({ step: 'account', status: 409 });
  });
});

describe('failure headings and causes', () => {
  it('has one heading per step, the last two shared', () => {
    expect(FAILURE_HEADINGS).toEqual({
      account: 'User Account Creation Failed',
      tokens: 'Authentication Setup Failed',
      profile: 'Registration Finalization Failed',
      device: 'Registration Finalization Failed',
    });
  });

  it.each([400, 401, 403, 409, 422, 500, 503, 0])('lists causes for status %i in every step', (status) => {
    for (const step of ['account', 'tokens', 'profile'] as const) expect(failureCauses(step, status).length).toBeGreaterThan(0);
  });

  it('maps gateway and timeout statuses sensibly', () => {
    expect(failureCauses('account', 504)).toEqual(failureCauses('account', 0));
    expect(failureCauses('account', 502)).toEqual(failureCauses('account', 503));
    expect(failureCauses('account', 409)[0]).toBe('An account with this email address already exists.');
  });
});
