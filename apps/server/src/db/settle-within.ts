/**
 * Waits for `work` at most `ms`: true if it settled (either way) in time, false if not. For
 * goodbyes on connections a cut network may never answer, so a shutdown cannot wait for ever.
 */
export async function settleWithin(work: Promise<unknown>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), ms)));
  try {
    return await Promise.race([work.then(() => true, () => true), late]);
  } finally {
    clearTimeout(timer);
  }
}
