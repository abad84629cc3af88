import { describe, expect, it } from 'vitest';
import { ApiError, SessionExpiredError } from '../api-client';
import { toUploadError, uploadErrorMessage } from './upload-error';

describe('upload error texts (002 §8)', () => {
  it('gives the fixed texts for 401, 403, 404 and 413, whatever the server said', () => {
    const body = { statusCode: 0, error: 'x', message: 'server words' };
    expect(uploadErrorMessage(401, body, 'Failed to get upload URL')).toBe('Authentication required. Please log in.');
    expect(uploadErrorMessage(403, body, 'Failed to upload file')).toBe('Upload URL expired or access denied. Please try again.');
    expect(uploadErrorMessage(404, body, 'Failed to complete upload')).toBe('Entity not found. Please verify the ID.');
    expect(uploadErrorMessage(413, body, 'Failed to upload file')).toBe('File too large. Please choose a smaller file.');
  });

  it("shows the server's message for other statuses, else '{context} ({status})'", () => {
    expect(uploadErrorMessage(415, { statusCode: 415, error: 'Unsupported Media Type', message: 'Files of type image/svg+xml are not accepted' }, 'Failed to complete upload')).toBe(
      'Files of type image/svg+xml are not accepted',
    );
    expect(uploadErrorMessage(500, null, 'Failed to upload file')).toBe('Failed to upload file (500)');
    expect(uploadErrorMessage(0, null, 'Failed to upload file')).toBe('Network error: No response from server...');
  });

  it('reads API client failures the same way', () => {
    expect(toUploadError(new ApiError(502, 'Request failed (502)'), 'Failed to get upload URL')).toMatchObject({ message: 'Failed to get upload URL (502)', status: 502 });
    expect(toUploadError(new ApiError(0, 'No response from server. Please check your connection.'), 'x')).toMatchObject({ message: 'Network error: No response from server...', status: 0 });
    expect(toUploadError(new SessionExpiredError('Session expired. Please log in again.'), 'x')).toMatchObject({ message: 'Authentication required. Please log in.', status: 401 });
  });
});
