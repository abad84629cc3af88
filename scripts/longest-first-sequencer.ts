import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { durationKey, readDurations } from './test-durations.ts';

/**
 * Starts the longest test files first, by the times of the last full run kept in git
 * (test-durations.json), a file not timed yet before all of them. Vitest's own order on a fresh
 * clone is the largest file first, which started a three-minute file last now and then: its
 * worker ran alone to the end while the other core idled. Longest first, the short files fill
 * the gaps at the end. Projects keep vitest's order (one after the other).
 */
export default class LongestFirstSequencer extends BaseSequencer {
  async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const durations = readDurations();
    const seconds = (spec: TestSpecification) => durations[durationKey(spec.project.name, spec.moduleId)] ?? Number.POSITIVE_INFINITY;
    return [...files].sort((a, b) => {
      const groupOrder = a.project.config.sequence.groupOrder - b.project.config.sequence.groupOrder;
      if (groupOrder !== 0) return groupOrder;
      if (a.project.name !== b.project.name) return a.project.name < b.project.name ? -1 : 1;
      const [sa, sb] = [seconds(a), seconds(b)];
      return sa === sb ? 0 : sb > sa ? 1 : -1;
    });
  }
}
