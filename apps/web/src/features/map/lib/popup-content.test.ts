import { describe, expect, it } from 'vitest';
import { aedHeading, popupContent } from './popup-content';

const aed = {
  id: '0b9e6c1e-62a5-4c4b-9a43-5a3b0f6a8e11',
  title: 'PGD Šentvid',
  description: 'Na fasadi gasilskega doma',
  latitude: 46.1,
  longitude: 14.4,
  expiresOn: '2030-01-01',
};
const now = new Date('2025-06-01T10:00:00Z');

describe('marker popup', () => {
  it('shows title, description, status and a detail link opening in a new tab', () => {
    const node = popupContent(aed, 'OPEN_24_7', now);
    expect(node.querySelector('h2')?.textContent).toBe('PGD Šentvid');
    expect(node.textContent).toContain('Na fasadi gasilskega doma');
    expect(node.textContent).toContain('24/7');
    const detail = [...node.querySelectorAll('a')].find((a) => a.textContent?.startsWith('View details'));
    expect(detail?.getAttribute('href')).toBe(`/aed/${aed.id}`);
    expect(detail?.target).toBe('_blank');
    expect(detail?.rel).toContain('noopener');
    expect(node.querySelector('[role=alert]')).toBeNull();
  });

  it('says "Possibly in use until" in words while a 112 reveal marks it, and nothing once the mark has passed', () => {
    const until = '2025-06-01T10:45:00.000Z'; // 12:45 in Ljubljana
    expect(popupContent({ ...aed, possiblyInUseUntil: until }, 'OPEN_24_7', now).querySelector('.aed-popup__in-use')?.textContent).toBe('Possibly in use until 12:45: 112 sent someone to fetch it');
    expect(popupContent({ ...aed, possiblyInUseUntil: until }, 'OPEN_24_7', new Date('2025-06-01T10:46:00Z')).querySelector('.aed-popup__in-use')).toBeNull();
  });

  it('warns in red when the battery or electrodes have expired', () => {
    const node = popupContent({ ...aed, expiresOn: '2025-05-31' }, 'UNKNOWN', now);
    expect(node.querySelector('[role=alert]')?.textContent).toBe('Battery or electrodes expired (31. 05. 2025)');
    expect(node.querySelector('[role=alert]')?.className).toContain('aed-popup__warning');
  });

  it('never renders data as HTML and falls back to the description or "AED"', () => {
    const node = popupContent({ ...aed, title: '<img src=x onerror=alert(1)>' }, null, now);
    expect(node.querySelector('img')).toBeNull();
    expect(aedHeading({ title: null, description: 'Vhod' })).toBe('Vhod');
    expect(aedHeading({ title: ' ', description: null })).toBe('AED');
  });
});
