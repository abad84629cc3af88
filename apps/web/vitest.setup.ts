import '@testing-library/jest-dom/vitest';
// Leaflet reads the browser's navigator once, when it is first imported. A worker's files share
// their modules (vitest.config.ts): loaded first by a lazy page while a test stands in a fake
// navigator for geolocation, it would fail there and stay failed for every later file.
import 'leaflet';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { i18n } from './src/i18n';

// Pages other than the map load when first opened: on a busy machine the first import of a page
// can take longer than testing-library's default second to wait for what it shows, and on a slow
// two-core machine running test files side by side it has taken more than five.
configure({ asyncUtilTimeout: 10_000 });

afterEach(async () => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  // Every test starts in English (the seeds' words), whatever the one before switched to.
  if (i18n.language !== 'en') await i18n.changeLanguage('en');
});
