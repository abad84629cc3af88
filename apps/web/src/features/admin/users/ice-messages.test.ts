import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/http';
import { ADMIN_ICE_TEXT, iceDeleteErrorMessage, iceSaveErrorMessage } from './ice-messages';

const fail = (status: number, message?: string) =>
  new ApiError(status, message ?? `Request failed (${status})`, message === undefined ? null : { statusCode: status, error: 'Conflict', message });

describe('iceSaveErrorMessage (001 §8 ICE save)', () => {
  it("maps our server's 409 duplicates to the phone and email texts", () => {
    expect(iceSaveErrorMessage(fail(409, 'This phone number is already used by another ICE contact'))).toBe(
      'This phone number is already in use. Please use a different phone number.',
    );
    expect(iceSaveErrorMessage(fail(409, 'This email is already used by another ICE contact'))).toBe(
      'This email is already in use. Please use a different email address.',
    );
  });

  it('reads duplicate-key and already-exists messages of other back ends', () => {
    expect(iceSaveErrorMessage(fail(500, 'duplicate key value violates unique constraint "ice_contacts_phone_key"'))).toBe(ADMIN_ICE_TEXT.phoneTaken);
    expect(iceSaveErrorMessage(fail(409, 'Contact with this EMAIL already exists'))).toBe(ADMIN_ICE_TEXT.emailTaken);
    expect(iceSaveErrorMessage(fail(409, 'Record already exists'))).toBe('This contact information already exists in the system.');
  });

  it('turns constraint messages into the invalid data text', () => {
    expect(iceSaveErrorMessage(fail(400, 'violates check constraint "display_name_length"'))).toBe(
      'Invalid data provided. Please check your inputs and try again.',
    );
  });

  it('shows another message under 200 characters as is, a longer one as the fallback', () => {
    expect(iceSaveErrorMessage(fail(404, 'User not found'))).toBe('User not found');
    expect(iceSaveErrorMessage(fail(400, 'x'.repeat(199)))).toBe('x'.repeat(199));
    expect(iceSaveErrorMessage(fail(400, 'x'.repeat(200)))).toBe('Failed to save ICE contact. Please try again.');
  });

  it('falls back on the status when there is no message', () => {
    expect(iceSaveErrorMessage(fail(500))).toBe('Server error occurred. Please try again or contact support.');
    expect(iceSaveErrorMessage(fail(400))).toBe('Invalid data provided. Please check your inputs.');
    expect(iceSaveErrorMessage(fail(409))).toBe('Failed to save ICE contact. Please try again.');
    expect(iceSaveErrorMessage(new ApiError(502, 'Request failed (502)', '   '))).toBe('Failed to save ICE contact. Please try again.');
  });

  it('says a dropped connection in its own words and handles anything thrown', () => {
    expect(iceSaveErrorMessage(new ApiError(0, 'No response from server. Please check your connection.'))).toBe(
      'No response from server. Please check your connection.',
    );
    expect(iceSaveErrorMessage('odd')).toBe('Failed to save ICE contact. Please try again.');
  });
});

describe('iceDeleteErrorMessage (001 §8 ICE delete)', () => {
  it('maps not found, permission and server errors', () => {
    expect(iceDeleteErrorMessage(fail(404, 'ICE contact not found'))).toBe('ICE contact not found. It may have been already deleted.');
    expect(iceDeleteErrorMessage(fail(400, 'Contact not found'))).toBe(ADMIN_ICE_TEXT.deleteNotFound);
    expect(iceDeleteErrorMessage(fail(403, 'Forbidden'))).toBe('You do not have permission to delete this contact.');
    expect(iceDeleteErrorMessage(fail(400, 'No permission for this contact'))).toBe(ADMIN_ICE_TEXT.deleteForbidden);
    expect(iceDeleteErrorMessage(fail(500))).toBe('Server error occurred. Please try again later.');
    expect(iceDeleteErrorMessage(fail(409, 'Something else'))).toBe('Failed to delete ICE contact');
  });
});
