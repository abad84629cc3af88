import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useMetronome } from './use-metronome';

/** A browser with the given extras on its navigator (vibration, wake lock); jsdom has neither. */
function stubNavigator(extras: Record<string, unknown>) {
  const fake = Object.create(navigator);
  for (const [name, value] of Object.entries(extras)) Object.defineProperty(fake, name, { value, configurable: true });
  vi.stubGlobal('navigator', fake);
}

/** A screen wake lock that the browser grants, and lets go of as a real one does. */
function stubWakeLock() {
  const locks: { released: boolean; release: ReturnType<typeof vi.fn> }[] = [];
  const request = vi.fn(async (type: string) => {
    if (type !== 'screen') throw new TypeError('not a screen lock');
    const lock = {
      released: false,
      release: vi.fn(async () => {
        lock.released = true;
      }),
    };
    locks.push(lock);
    return lock;
  });
  stubNavigator({ wakeLock: { request } });
  return { request, locks };
}

/**
 * Web Audio with its own clock (an origin far from the page's) that starts suspended and runs
 * once resumed, as a browser's does after a tap. Records each beep: when it is booked to sound,
 * and what the audio clock said when it was booked.
 */
class FakeAudioContext {
  static made: FakeAudioContext[] = [];
  state: AudioContextState = 'suspended';
  destination = {};
  beeps: { when: number; bookedAt: number }[] = [];
  resume = vi.fn(async () => {
    this.state = 'running';
  });
  close = vi.fn(async () => {
    this.state = 'closed';
  });
  constructor() {
    FakeAudioContext.made.push(this);
  }
  get currentTime() {
    return 1000 + performance.now() / 1000;
  }
  createOscillator() {
    const param = { setValueAtTime: vi.fn(), exponentialRampToValueAtTime: vi.fn() };
    return {
      type: 'sine',
      frequency: param,
      connect: (node: unknown) => node,
      start: (when: number) => this.beeps.push({ when, bookedAt: this.currentTime }),
      stop: vi.fn(),
    };
  }
  createGain() {
    return { gain: { setValueAtTime: vi.fn(), exponentialRampToValueAtTime: vi.fn() }, connect: (node: unknown) => node };
  }
}

const flushPromises = () => act(async () => {});

// The first beat comes just after the tap: at 110 a minute the first 5 s hold 10 beats, the first 10 s 19.

beforeEach(() => {
  vi.useFakeTimers();
  FakeAudioContext.made = [];
});

afterEach(() => {
  vi.useRealTimers();
});

describe('the CPR metronome', () => {
  it('beats 110 times a minute by default, and only once started', () => {
    const { result } = renderHook(() => useMetronome({ bpm: 110 }));
    act(() => vi.advanceTimersByTime(5_000));
    expect(result.current).toMatchObject({ running: false, beat: 0 });

    act(() => result.current.start());
    expect(result.current.running).toBe(true);
    act(() => vi.advanceTimersByTime(30_000));
    expect(result.current.beat).toBeGreaterThanOrEqual(54);
    expect(result.current.beat).toBeLessThanOrEqual(56);
  });

  it.each([
    [200, 60],
    [50, 50],
    [Number.NaN, 55],
  ])('holds a tempo of %s within 100 to 120 a minute (%i beats in 30 s)', (bpm, beats) => {
    const { result } = renderHook(() => useMetronome({ bpm }));
    act(() => result.current.start());
    act(() => vi.advanceTimersByTime(30_000));
    expect(Math.abs(result.current.beat - beats)).toBeLessThanOrEqual(1);
  });

  it('takes up a new tempo while running', () => {
    const { result, rerender } = renderHook(({ bpm }) => useMetronome({ bpm }), { initialProps: { bpm: 100 } });
    act(() => result.current.start());
    act(() => vi.advanceTimersByTime(30_000));
    const atHundred = result.current.beat;
    rerender({ bpm: 120 });
    act(() => vi.advanceTimersByTime(30_000));
    expect(Math.abs(result.current.beat - atHundred - 60)).toBeLessThanOrEqual(1);
  });

  it('books each beep ahead on the audio clock, evenly, and shows the beat on the same schedule', async () => {
    vi.stubGlobal('AudioContext', FakeAudioContext);
    const { result } = renderHook(() => useMetronome({ bpm: 110 }));
    act(() => result.current.start());
    // Made and resumed in the tap itself: browsers allow sound only there.
    expect(FakeAudioContext.made).toHaveLength(1);
    const audio = FakeAudioContext.made[0];
    expect(audio.resume).toHaveBeenCalledTimes(1);
    await flushPromises();

    act(() => vi.advanceTimersByTime(30_000));
    const gaps = audio.beeps.slice(1).map((beep, i) => beep.when - audio.beeps[i].when);
    expect(audio.beeps.length).toBeGreaterThanOrEqual(55);
    for (const gap of gaps) expect(gap).toBeCloseTo(60 / 110, 6);
    for (const { when, bookedAt } of audio.beeps) {
      expect(when).toBeGreaterThanOrEqual(bookedAt);
      expect(when - bookedAt).toBeLessThanOrEqual(0.1 + 0.03);
    }
    const sounded = audio.beeps.filter((beep) => beep.when <= audio.currentTime).length;
    expect(result.current.beat).toBe(sounded);

    act(() => result.current.stop());
    expect(audio.close).toHaveBeenCalledTimes(1);
  });

  it('beats on with no Web Audio at all', () => {
    expect('AudioContext' in window).toBe(false);
    const { result } = renderHook(() => useMetronome({ bpm: 120 }));
    act(() => result.current.start());
    act(() => vi.advanceTimersByTime(10_000));
    expect(result.current.beat).toBe(20);
  });

  it('vibrates on every beat where the phone can', () => {
    const vibrate = vi.fn(() => true);
    stubNavigator({ vibrate });
    const { result } = renderHook(() => useMetronome({ bpm: 110 }));
    act(() => result.current.start());
    act(() => vi.advanceTimersByTime(10_000));
    expect(result.current.beat).toBeGreaterThan(17);
    expect(vibrate).toHaveBeenCalledTimes(result.current.beat);
    expect(vibrate).toHaveBeenCalledWith(40);
  });

  it('beats on where vibration is missing or refused', () => {
    expect('vibrate' in navigator).toBe(false);
    const missing = renderHook(() => useMetronome({ bpm: 110 }));
    act(() => missing.result.current.start());
    act(() => vi.advanceTimersByTime(5_000));
    expect(missing.result.current.beat).toBe(10);

    stubNavigator({
      vibrate: () => {
        throw new Error('blocked');
      },
    });
    const refused = renderHook(() => useMetronome({ bpm: 110 }));
    act(() => refused.result.current.start());
    act(() => vi.advanceTimersByTime(5_000));
    expect(refused.result.current.beat).toBe(10);
  });

  it('keeps the screen awake while running, asks again when the page is back in view, and lets it sleep on stop', async () => {
    const { request, locks } = stubWakeLock();
    const { result } = renderHook(() => useMetronome({ bpm: 110 }));
    act(() => result.current.start());
    await flushPromises();
    expect(request).toHaveBeenCalledTimes(1);
    expect(request).toHaveBeenCalledWith('screen');

    // Hidden, the browser let go of the lock; in view again, it is asked for a new one.
    locks[0].released = true;
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('visible');
    document.dispatchEvent(new Event('visibilitychange'));
    await flushPromises();
    expect(request).toHaveBeenCalledTimes(2);

    act(() => result.current.stop());
    expect(locks[1].release).toHaveBeenCalledTimes(1);
    document.dispatchEvent(new Event('visibilitychange'));
    await flushPromises();
    expect(request).toHaveBeenCalledTimes(2);
    visibility.mockRestore();
  });

  it('gives back a lock granted only after the stop', async () => {
    const { locks } = stubWakeLock();
    const { result } = renderHook(() => useMetronome({ bpm: 110 }));
    act(() => {
      result.current.start();
      result.current.stop();
    });
    await flushPromises();
    expect(locks).toHaveLength(1);
    expect(locks[0].release).toHaveBeenCalledTimes(1);
  });

  it('beats on when the wake lock is refused', async () => {
    stubNavigator({ wakeLock: { request: () => Promise.reject(new DOMException('Battery saver', 'NotAllowedError')) } });
    const { result } = renderHook(() => useMetronome({ bpm: 110 }));
    act(() => result.current.start());
    await flushPromises();
    act(() => vi.advanceTimersByTime(5_000));
    expect(result.current.beat).toBe(10);
  });

  it('stops every timer on stop, and the beat with them', () => {
    const { result } = renderHook(() => useMetronome({ bpm: 110 }));
    act(() => result.current.start());
    act(() => vi.advanceTimersByTime(3_000));
    expect(vi.getTimerCount()).toBeGreaterThan(0);

    act(() => result.current.stop());
    expect(result.current.running).toBe(false);
    expect(vi.getTimerCount()).toBe(0);
    const beats = result.current.beat;
    act(() => vi.advanceTimersByTime(10_000));
    expect(result.current.beat).toBe(beats);
  });

  it('stops everything when the screen goes away', async () => {
    vi.stubGlobal('AudioContext', FakeAudioContext);
    const { locks } = stubWakeLock();
    const { result, unmount } = renderHook(() => useMetronome({ bpm: 110 }));
    act(() => result.current.start());
    await flushPromises();
    unmount();
    expect(vi.getTimerCount()).toBe(0);
    expect(FakeAudioContext.made[0].close).toHaveBeenCalledTimes(1);
    expect(locks[0].release).toHaveBeenCalledTimes(1);
  });

  it('starts only once however often start is called', () => {
    vi.stubGlobal('AudioContext', FakeAudioContext);
    const { result } = renderHook(() => useMetronome({ bpm: 110 }));
    act(() => {
      result.current.start();
      result.current.start();
    });
    act(() => vi.advanceTimersByTime(10_000));
    expect(FakeAudioContext.made).toHaveLength(1);
    expect(result.current.beat).toBe(19);
  });
});
