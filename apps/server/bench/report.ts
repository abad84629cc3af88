/** The bench's table: each figure printed as it is measured, and kept for docs/performance.md. */
export const rows: [string, string][] = [];

export const record = (name: string, value: string) => {
  rows.push([name, value]);
  console.log(`${name.padEnd(58)} ${value}`);
};

/** A line of the P table: our figure, the ceiling measured in the same run, the ratio and the goal. */
export const ratioLine = (name: string, ours: string, ceiling: string, ratio: number, goal: number, extra = '') =>
  record(name, `${ours} / ${ceiling}: ${ratio.toFixed(2)}x (goal >= ${goal}x: ${ratio >= goal ? 'met' : 'missed'})${extra ? `; ${extra}` : ''}`);
