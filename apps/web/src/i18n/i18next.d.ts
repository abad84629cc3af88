import 'i18next';
import type { en } from './en';

// Typed keys: t('auth:login.title') is checked against the English resources.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: typeof en;
    returnNull: false;
  }
}
