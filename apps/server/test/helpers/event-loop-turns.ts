/**
 * How many turns the event loop took while `work` ran. Waiting requests are taken in at those
 * turns: work that leaves none holds every other request until it ends.
 */
export async function eventLoopTurnsDuring<T>(work: () => Promise<T>): Promise<{ result: T; turns: number }> {
  let turns = 0;
  let running = true;
  const tick = () => {
    if (!running) return;
    turns += 1;
    setImmediate(tick);
  };
  setImmediate(tick);
  try {
    return { result: await work(), turns };
  } finally {
    running = false;
  }
}
