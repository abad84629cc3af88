import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { i18n } from './src/i18n';

afterEach(async () => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  // Every test starts in English (the seeds' words), whatever the one before switched to.
  if (i18n.language !== 'en') await i18n.changeLanguage('en');
});
