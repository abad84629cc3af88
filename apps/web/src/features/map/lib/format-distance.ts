import { currentLocale } from '../../../i18n/i18n';
import { distanceText } from './distance-text';

/** '120 m', '1.4 km', '12.3 km', '250 km': metres below 1 km, then kilometres, in the language on screen. */
export const formatDistance = (meters: number): string => distanceText(meters, currentLocale());
