import { failureMessage } from '../resource/resource-messages';

/** The seeds' words for help services, options and translations (001 §2, §5, §8). */
export const HELP_TEXT = {
  required: 'Please fill in all required fields',
  selectService: 'Please select a service',
  optionsFromServicePage: 'Please create options from the service page or provide a service ID',
  deleteServiceConfirm: 'Are you sure you want to delete this help service? This will also delete all associated options.',
  deleteLocalizationConfirm: 'Are you sure you want to delete this localization?',
  loadServicesFailed: 'Failed to load help service data. Please try again.',
  loadServiceFailed: 'Failed to load service data. Please try again.',
  loadServiceChoicesFailed: 'Failed to load services. Please try again.',
  serviceNotFound: 'Service not found',
  optionNotFound: 'Option not found',
  loadOptionFailed: 'Failed to load option data. Please try again.',
  noServices: 'No help services found',
  noOptions: 'No options found',
  noServiceOptions: 'No options found for this service',
  saveServiceFallback: 'Failed to save help service. Please try again.',
  deleteServiceFallback: 'Failed to delete help service.',
} as const;

/** The look of a button that deletes: red on white, so it never reads as the form's main action. */
export const DANGER_BUTTON =
  'inline-flex items-center justify-center gap-2 rounded-lg border border-red-300 bg-white px-4 py-2.5 text-sm font-semibold text-red-700 shadow-sm transition-colors hover:bg-red-50 disabled:cursor-not-allowed disabled:opacity-60';

/** 'Failed to save help service: {server message, else the error's}', else the plain fallback (001 §8). */
export function prefixed(prefix: string, error: unknown, fallback: string): string {
  const detail = failureMessage(error, '');
  return detail ? `${prefix}: ${detail}` : fallback;
}

export const saveServiceError = (error: unknown) => prefixed('Failed to save help service', error, HELP_TEXT.saveServiceFallback);
export const deleteServiceError = (error: unknown) => prefixed('Failed to delete help service', error, HELP_TEXT.deleteServiceFallback);
export const saveOptionError = (error: unknown) => prefixed('Failed to save option', error, 'Failed to save option. Please try again.');
export const saveLocalizationError = (error: unknown) => prefixed('Failed to save localization', error, 'Failed to save localization.');
export const createLocalizationError = (error: unknown) => prefixed('Failed to create localization', error, 'Failed to create localization.');
export const deleteLocalizationError = (error: unknown) => prefixed('Failed to delete localization', error, 'Failed to delete localization.');
