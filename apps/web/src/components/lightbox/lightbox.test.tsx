import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Lightbox, wrapIndex } from './lightbox';

const pictures = [
  { url: '/p/one.png', alt: 'Picture 1' },
  { url: '/p/two.png', alt: 'Picture 2' },
  { url: '/p/three.png', alt: 'Picture 3' },
];

function Gallery() {
  const [open, setOpen] = useState<number | null>(null);
  return (
    <div>
      {pictures.map((p, i) => (
        <button key={p.url} type="button" onClick={() => setOpen(i)}>
          Open {p.alt}
        </button>
      ))}
      {open !== null && <Lightbox pictures={pictures} index={open} onIndexChange={setOpen} onClose={() => setOpen(null)} />}
    </div>
  );
}

const shown = () => screen.getByRole('dialog').querySelector('img')?.getAttribute('src');

describe('wrapIndex', () => {
  it('wraps both ways', () => {
    expect(wrapIndex(3, 3)).toBe(0);
    expect(wrapIndex(-1, 3)).toBe(2);
    expect(wrapIndex(1, 3)).toBe(1);
  });
});

describe('Lightbox (000 §2.10, §4)', () => {
  it('opens on the chosen picture with the counter and the hint', async () => {
    const user = userEvent.setup();
    render(<Gallery />);
    await user.click(screen.getByRole('button', { name: 'Open Picture 2' }));
    expect(screen.getByRole('dialog', { name: 'Picture viewer' })).toBeInTheDocument();
    expect(screen.getByText('Picture 2 of 3')).toBeInTheDocument();
    expect(screen.getByText('Use arrow keys to navigate, ESC to close')).toBeInTheDocument();
    expect(shown()).toBe('/p/two.png');
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
  });

  it('wraps around with the arrow keys', async () => {
    const user = userEvent.setup();
    render(<Gallery />);
    await user.click(screen.getByRole('button', { name: 'Open Picture 3' }));
    await user.keyboard('{ArrowRight}');
    expect(screen.getByText('Picture 1 of 3')).toBeInTheDocument();
    expect(shown()).toBe('/p/one.png');
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByText('Picture 3 of 3')).toBeInTheDocument();
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(screen.getByText('Picture 1 of 3')).toBeInTheDocument();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByText('Picture 3 of 3')).toBeInTheDocument();
  });

  it('wraps around with the previous and next buttons', async () => {
    const user = userEvent.setup();
    render(<Gallery />);
    await user.click(screen.getByRole('button', { name: 'Open Picture 1' }));
    await user.click(screen.getByRole('button', { name: 'Previous picture' }));
    expect(screen.getByText('Picture 3 of 3')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next picture' }));
    expect(screen.getByText('Picture 1 of 3')).toBeInTheDocument();
  });

  it('closes with Escape and gives focus back to the picture that opened it', async () => {
    const user = userEvent.setup();
    render(<Gallery />);
    const opener = screen.getByRole('button', { name: 'Open Picture 2' });
    await user.click(opener);
    expect(document.body.style.overflow).toBe('hidden');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
    expect(document.body.style.overflow).toBe('');
  });

  it('keeps Tab inside the viewer', async () => {
    const user = userEvent.setup();
    render(<Gallery />);
    await user.click(screen.getByRole('button', { name: 'Open Picture 1' }));
    const close = screen.getByRole('button', { name: 'Close' });
    await user.tab();
    expect(screen.getByRole('button', { name: 'Previous picture' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Next picture' })).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Next picture' })).toHaveFocus();
  });

  it('shows a placeholder for a picture that cannot load, and the next one normally', async () => {
    const user = userEvent.setup();
    render(<Gallery />);
    await user.click(screen.getByRole('button', { name: 'Open Picture 1' }));
    fireEvent.error(screen.getByRole('img', { name: 'Picture 1' }));
    expect(screen.getByText('Image not available')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Picture 1: Image not available' })).toBeInTheDocument();
    await user.keyboard('{ArrowRight}');
    expect(screen.queryByText('Image not available')).not.toBeInTheDocument();
    expect(shown()).toBe('/p/two.png');
  });

  it('closes with the close button', async () => {
    const user = userEvent.setup();
    render(<Gallery />);
    await user.click(screen.getByRole('button', { name: 'Open Picture 1' }));
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
