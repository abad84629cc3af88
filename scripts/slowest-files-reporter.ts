import { relative } from 'node:path';
import type { Reporter, TestModule } from 'vitest/node';
import { durationKey, writeDurations } from './test-durations.ts';

/** How many of the slowest test files each run names. */
const SHOWN = 15;

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/**
 * At the end of every run: the time each project's files took together, and the slowest files,
 * so a file that starts to weigh on the suite is seen in the run that made it so. With
 * UPDATE_TEST_DURATIONS=1 the run's times go into scripts/test-durations.json, the order the
 * next runs start their files in.
 */
export default class SlowestFilesReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>) {
    const timed = testModules.map((module) => ({ project: module.project.name, file: relative(process.cwd(), module.moduleId), ms: module.diagnostic().duration }));
    if (timed.length === 0) return;
    const byProject = new Map<string, { ms: number; files: number }>();
    for (const { project, ms } of timed) {
      const sum = byProject.get(project) ?? { ms: 0, files: 0 };
      byProject.set(project, { ms: sum.ms + ms, files: sum.files + 1 });
    }
    const lines = ['', 'Time in test files, by project (summed over files that ran side by side):'];
    for (const [project, { ms, files }] of [...byProject].sort((a, b) => b[1].ms - a[1].ms)) lines.push(`  ${project.padEnd(10)} ${seconds(ms).padStart(9)}  ${files} files`);
    lines.push(`The ${Math.min(SHOWN, timed.length)} slowest files:`);
    for (const { project, file, ms } of [...timed].sort((a, b) => b.ms - a.ms).slice(0, SHOWN)) lines.push(`  ${seconds(ms).padStart(9)}  ${project.padEnd(10)} ${file}`);
    console.log(lines.join('\n'));
    if (process.env.UPDATE_TEST_DURATIONS === '1') {
      const passed = testModules.filter((module) => module.ok() && module.state() === 'passed');
      writeDurations(Object.fromEntries(passed.map((module) => [durationKey(module.project.name, module.moduleId), Math.round(module.diagnostic().duration / 100) / 10])));
    }
  }
}
