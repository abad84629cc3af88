/**
 * Where a start's time goes: the end of each phase, in ms since the process started
 * (performance.now() counts from then). main.ts logs the summary once the server listens, and the
 * bench's restart figure reads it.
 */
export function createStartupPhases() {
  const ends: { phase: string; at: number }[] = [];
  return {
    /** `phase` is over now. */
    end(phase: string) {
      ends.push({ phase, at: performance.now() });
    },
    /** Each phase's length and the whole, in whole ms. */
    summary(): { totalMs: number; phasesMs: Record<string, number> } {
      const phasesMs: Record<string, number> = {};
      let previous = 0;
      for (const { phase, at } of ends) {
        phasesMs[phase] = Math.round(at - previous);
        previous = at;
      }
      return { totalMs: Math.round(previous), phasesMs };
    },
  };
}

export type StartupPhases = ReturnType<typeof createStartupPhases>;

/** The start-up goal (issue: ready within 5 s): a slower start is logged as a warning, with its phases. */
export const STARTUP_GOAL_MS = 5000;
