/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** package.json version, set by vite.config.ts. */
  readonly VITE_APP_VERSION?: string;
  /** BUILD_NUMBER from the build's environment, or 'dev'. */
  readonly VITE_BUILD_NUMBER?: string;
}
