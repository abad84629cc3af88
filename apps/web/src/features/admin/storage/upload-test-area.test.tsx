import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AED_ID_HINT, HELP_CENTER_ID_HINT, UploadTestArea } from './upload-test-area';

describe('UploadTestArea (002 §2, §5)', () => {
  it('keeps each upload disabled with its hint until an id is typed, offers only images, and warns that errors are expected', async () => {
    const user = userEvent.setup();
    render(<UploadTestArea />);
    const single = screen.getByRole('button', { name: 'Upload AED Photo' });
    const multi = screen.getByRole('button', { name: 'Upload Gallery Photos (up to 10)' });
    expect(single).toBeDisabled();
    expect(single).toHaveAccessibleDescription(AED_ID_HINT);
    expect(multi).toBeDisabled();
    expect(multi).toHaveAccessibleDescription(HELP_CENTER_ID_HINT);
    expect(screen.getByText(/needs three backend endpoints/)).toHaveTextContent('Errors are expected if they are not ready.');
    expect(screen.getByTestId('upload-input')).toHaveAttribute('accept', 'image/*');
    expect(screen.getByTestId('multi-upload-input')).toHaveAttribute('accept', 'image/*');

    await user.type(screen.getByLabelText('AED ID'), '   ');
    expect(single).toBeDisabled();
    await user.type(screen.getByLabelText('AED ID'), '9d3f1a2b');
    expect(single).toBeEnabled();
    expect(screen.queryByText(AED_ID_HINT)).toBeNull();
    expect(multi).toBeDisabled();

    await user.type(screen.getByLabelText('Help Center ID'), '42');
    expect(multi).toBeEnabled();
    expect(screen.queryByText(HELP_CENTER_ID_HINT)).toBeNull();
  });
});
