import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { changeLanguage } from '../../i18n/i18n';
import { CONFIG_PATH, json, mockFetch, publicConfig } from '../../test/fetch-mock';
import { renderApp } from '../../test/render-app';
import { StatusLegend } from './status-legend';

/** The key as the map page holds it: the toggle's state here, the count as the map reports it. */
function Key({ count }: { count: number | null }) {
  const [on, setOn] = useState(false);
  return <StatusLegend markNotChecked={on} onMarkNotCheckedChange={setOn} notCheckedInView={on ? count : null} />;
}

describe('the map key', () => {
  it('explains the out-of-service marker', () => {
    render(<Key count={null} />);
    expect(within(screen.getByRole('list', { name: 'Marker colours' })).getByText('Out of service or absent')).toBeInTheDocument();
  });

  it('"Not checked for a year" is off at first, toggled from the keyboard, and says how many in view', async () => {
    render(<Key count={7} />);
    const toggle = screen.getByRole('button', { name: 'Not checked for a year' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('status')).toHaveTextContent('');
    const user = userEvent.setup();
    await user.tab();
    expect(toggle).toHaveFocus();
    await user.keyboard(' ');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('7 AEDs not checked for a year in view');
    await user.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it.each([
    [1, '1 AED not checked for a year in view'],
    [1080, '1,080 AEDs not checked for a year in view'],
  ])('counts %i in the right number, formatted', async (count, text) => {
    render(<Key count={count} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Not checked for a year' }));
    expect(screen.getByRole('status')).toHaveTextContent(text);
  });

  it.each([
    [1, 'V pogledu 1 AED ni preverjen že leto dni'],
    [2, 'V pogledu 2 AED-ja nista preverjena že leto dni'],
    [3, 'V pogledu 3 AED-ji niso preverjeni že leto dni'],
    [12, 'V pogledu 12 AED-jev ni preverjenih že leto dni'],
  ])('speaks Slovenian: %i', async (count, text) => {
    await changeLanguage('sl');
    render(<Key count={count} />);
    expect(within(screen.getByRole('list', { name: 'Barve oznak' })).getByText('Ne deluje ali ga ni na mestu')).toBeInTheDocument();
    const toggle = screen.getByRole('button', { name: 'Ni preverjen že leto dni' });
    await userEvent.setup().click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('status')).toHaveTextContent(text);
  });

  it('is in the key of /map, off by default', async () => {
    mockFetch({ [CONFIG_PATH]: publicConfig(false), 'GET /api/aed/map': () => json(200, []) });
    renderApp('/map');
    const search = await screen.findByRole('search');
    const toggle = within(search).getByRole('button', { name: 'Not checked for a year', hidden: true });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await userEvent.setup().click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
  });
});
