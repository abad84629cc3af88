import { createChangeFingerprint } from '../../src/modules/aeds/change-fingerprint';

/** A fingerprint over a value the test changes, as the database's would after a write. */
export function fakeData(recheckMs = 1000) {
  const data = { version: 1, reads: 0 };
  const fingerprint = createChangeFingerprint(async () => {
    data.reads += 1;
    return String(data.version);
  }, recheckMs);
  return { data, fingerprint };
}
