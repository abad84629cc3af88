import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../../i18n/i18n';
import { CprSection } from './cpr-section';


/** Every text the polite live region has taken since, in order: what a screen reader would say. */
function recordAnnouncements() {
  const region = screen.getByRole('status');
  const said: string[] = [];
  const note = () => said.push(region.textContent ?? '');
  const observer = new MutationObserver(note);
  observer.observe(region, { childList: true, characterData: true, subtree: true });
  return {
    region,
    said: () => {
      // Changes not yet handed to the observer's callback (it runs as a microtask).
      if (observer.takeRecords().length) note();
      return said;
    },
    done: () => observer.disconnect(),
  };
}

/** The steps as seen: each after its number. */
const numbered = (steps: string[]) => steps.map((step, i) => `${i + 1}${step}`);

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

// The beats are counted on a fake clock. Testing Library's user-event waits on a timer of its own
// after each action, which a fake clock never fires: those tests tap with fireEvent instead.
afterEach(() => {
  vi.useRealTimers();
});

describe('the CPR section', () => {
  it('has its heading, the metronome switched off at 110 a minute, and the steps in order', () => {
    render(<CprSection />);
    const section = screen.getByRole('region', { name: 'CPR: push hard and fast' });
    expect(within(section).getByRole('heading', { level: 2, name: 'CPR: push hard and fast' })).toBeInTheDocument();
    expect(within(section).getByRole('button', { name: 'Metronome' })).toHaveAttribute('aria-pressed', 'false');
    expect(within(section).getByText('110 / min')).toBeInTheDocument();
    expect(within(section).getByText('Push on every beat')).toBeInTheDocument();
    expect(within(section).getByRole('status')).toBeEmptyDOMElement();

    const steps = within(section).getAllByRole('listitem');
    expect(within(section).getByRole('list', { name: 'CPR steps' }).tagName).toBe('OL');
    expect(steps.map((step) => step.textContent)).toEqual(
      numbered([
        'Push hard and fast in the centre of the chest.',
        '5 to 6 cm deep. Let the chest come fully back up.',
        'Do not stop until the AED or help arrives. Swap with someone every 2 minutes if you can.',
        'When the AED arrives, switch it on and do what it says.',
      ]),
    );
    for (const step of steps) expect(step.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });

  it('starts and stops with a tap, says so once, and never on a beat', async () => {
    vi.useFakeTimers();
    render(<CprSection />);
    const metronome = screen.getByRole('button', { name: 'Metronome' });
    const announcements = recordAnnouncements();

    fireEvent.click(metronome);
    expect(metronome).toHaveAttribute('aria-pressed', 'true');
    expect(metronome).toHaveTextContent('Tap to stop');
    expect(announcements.region).toHaveTextContent('Metronome on, 110 a minute');

    await advance(10_000);
    expect(announcements.said()).toEqual(['Metronome on, 110 a minute']);

    fireEvent.click(metronome);
    expect(metronome).toHaveAttribute('aria-pressed', 'false');
    expect(announcements.region).toHaveTextContent('Metronome off');
    expect(announcements.said()).toEqual(['Metronome on, 110 a minute', 'Metronome off']);
    announcements.done();
  });

  it('pulses the circle on each beat while running, and not once stopped', async () => {
    vi.useFakeTimers();
    render(<CprSection />);
    const circle = screen.getByTestId('cpr-beat');
    expect(circle).toHaveAttribute('aria-hidden', 'true');

    fireEvent.click(screen.getByRole('button', { name: 'Metronome' }));
    let pulses = 0;
    let wasLit = false;
    // Looked at every 10 ms for 6 s: each beat lights the circle once, then it goes dark.
    for (let ms = 0; ms < 6_000; ms += 10) {
      await advance(10);
      const lit = circle.dataset.lit === 'true';
      if (lit && !wasLit) pulses += 1;
      wasLit = lit;
    }
    expect(pulses).toBe(11);

    fireEvent.click(screen.getByRole('button', { name: 'Metronome' }));
    await advance(3_000);
    expect(circle).toHaveAttribute('data-lit', 'false');
    // Nothing left running: no beat, no sound timer, no fading pulse.
    expect(vi.getTimerCount()).toBe(0);
  });

  it('changes the tempo by 5 within 100 to 120, and says the new tempo', async () => {
    render(<CprSection />);
    const user = userEvent.setup();
    const faster = screen.getByRole('button', { name: 'Faster' });
    const slower = screen.getByRole('button', { name: 'Slower' });
    const status = screen.getByRole('status');

    await user.click(faster);
    expect(screen.getByText('115 / min')).toBeInTheDocument();
    expect(status).toHaveTextContent('Tempo 115 a minute');
    await user.click(faster);
    await user.click(faster);
    expect(screen.getByText('120 / min')).toBeInTheDocument();
    expect(faster).toHaveAttribute('aria-disabled', 'true');
    expect(slower).not.toHaveAttribute('aria-disabled');

    await user.click(screen.getByRole('button', { name: 'Metronome' }));
    expect(status).toHaveTextContent('Metronome on, 120 a minute');
    for (let i = 0; i < 6; i += 1) await user.click(slower);
    expect(screen.getByText('100 / min')).toBeInTheDocument();
    expect(status).toHaveTextContent('Metronome on, 100 a minute');
    expect(slower).toHaveAttribute('aria-disabled', 'true');
  });

  it('works from the keyboard alone', async () => {
    render(<CprSection />);
    const user = userEvent.setup();
    await user.tab();
    const metronome = screen.getByRole('button', { name: 'Metronome' });
    expect(metronome).toHaveFocus();
    await user.keyboard(' ');
    expect(metronome).toHaveAttribute('aria-pressed', 'true');
    await user.tab();
    const slower = screen.getByRole('button', { name: 'Slower' });
    expect(slower).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByText('105 / min')).toBeInTheDocument();
    await user.keyboard('{Enter}{Enter}');
    expect(screen.getByText('100 / min')).toBeInTheDocument();
    // At the end of the range it keeps the focus of someone pressing it again and again.
    expect(slower).toHaveAttribute('aria-disabled', 'true');
    expect(slower).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Faster' })).toHaveFocus();
    await user.tab({ shift: true });
    await user.tab({ shift: true });
    await user.keyboard('{Enter}');
    expect(metronome).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('status')).toHaveTextContent('Metronome off');
  });
});

describe('the CPR section in Slovenian', () => {
  it('speaks Slovenian throughout', async () => {
    await changeLanguage('sl');
    render(<CprSection />);
    const user = userEvent.setup();
    const section = screen.getByRole('region', { name: 'Oživljanje: pritiskajte močno in hitro' });
    const metronome = within(section).getByRole('button', { name: 'Metronom' });
    expect(within(section).getByText('Pritisnite ob vsakem utripu')).toBeInTheDocument();

    await user.click(metronome);
    expect(screen.getByRole('status')).toHaveTextContent('Metronom vklopljen, 110 na minuto');
    await user.click(within(section).getByRole('button', { name: 'Hitreje' }));
    expect(screen.getByRole('status')).toHaveTextContent('Metronom vklopljen, 115 na minuto');
    await user.click(metronome);
    expect(screen.getByRole('status')).toHaveTextContent('Metronom izklopljen');
    await user.click(within(section).getByRole('button', { name: 'Počasneje' }));
    expect(screen.getByRole('status')).toHaveTextContent('Tempo 110 na minuto');

    const steps = within(within(section).getByRole('list', { name: 'Koraki oživljanja' })).getAllByRole('listitem');
    expect(steps.map((step) => step.textContent)).toEqual(
      numbered([
        'Močno in hitro pritiskajte na sredino prsnega koša.',
        'Pritisnite 5 do 6 cm globoko. Nato pustite, da se prsni koš povsem dvigne.',
        'Ne prenehajte, dokler ne prinesejo AED ali ne pride pomoč. Če lahko, se z nekom zamenjajte vsaki 2 minuti.',
        'Ko prinesejo AED, ga vklopite in sledite njegovim navodilom.',
      ]),
    );
  });

  it('says the running metronome again in the language chosen while it runs', async () => {
    render(<CprSection />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Metronome' }));
    expect(screen.getByRole('status')).toHaveTextContent('Metronome on, 110 a minute');
    await act(() => changeLanguage('sl'));
    expect(screen.getByRole('status')).toHaveTextContent('Metronom vklopljen, 110 na minuto');
    expect(screen.getByRole('button', { name: 'Metronom' })).toHaveAttribute('aria-pressed', 'true');
  });
});
