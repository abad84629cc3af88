import { defineAdminResource } from '../resource/define-admin-resource';
import { HelpServiceCreatePage } from './helpservice-create-page';
import { HelpServiceEditPage } from './helpservice-edit-page';
import { HelpServiceListPage } from './helpservice-list-page';
import { OptionCreatePage } from './options/option-create-page';
import { OptionEditPage } from './options/option-edit-page';
import { OptionsListPage } from './options/options-list-page';
import { ServiceOptionsPage } from './options/service-options-page';
import { OptionTranslationsPage } from './translations/option-translations-page';
import { ServiceTranslationsPage } from './translations/service-translations-page';

/**
 * Help services (001 §2): card list, create and edit pages and translations, all screens of their
 * own; the api lives in ./api (services, options and translations share one query root).
 */
export const helpServicesResource = defineAdminResource<never>({
  name: 'helpservice',
  label: { one: 'Help Service', many: 'Help Services' },
  title: 'Help Services',
  path: 'helpservice',
  recordPaths: ['helpservice/:id'],
  createPaths: ['helpservice/new'],
  getId: () => '',
  api: {},
  pages: { list: HelpServiceListPage, create: HelpServiceCreatePage, edit: HelpServiceEditPage },
  extraRoutes: [{ path: 'helpservice/:id/localizations', component: ServiceTranslationsPage }],
});

/** Their options (001 §2): all options, one service's, create, edit and translations; they light the 'Help Service' item. */
export const helpServiceOptionsResource = defineAdminResource<never>({
  name: 'helpservice-option',
  label: { one: 'Option', many: 'Options' },
  title: 'Help Service Options',
  path: 'helpservice-option',
  recordPaths: ['helpservice-option/:id'],
  createPaths: ['helpservice-option/new'],
  getId: () => '',
  api: {},
  pages: { list: OptionsListPage, create: OptionCreatePage, edit: OptionEditPage },
  extraRoutes: [
    { path: 'helpservice-option/service/:serviceId', component: ServiceOptionsPage },
    { path: 'helpservice-option/:id/localizations', component: OptionTranslationsPage },
  ],
});
