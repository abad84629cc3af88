import type { Aed } from '@aedatlas/contracts';

/** The heading: the title, else the description; empty when neither is known ('AED Details', 000 §2.10, in the page's language). */
export const aedTitle = (aed: Aed | undefined) => aed?.title || aed?.description || '';

/** A short name for picture descriptions: the title, else the first line of the description. */
export const aedShortName = (aed: Aed) => aed.title || aed.description?.split('\n')[0] || 'AED';

/** Google Maps at the AED's coordinates (opened in a new tab). */
export const googleMapsUrl = (aed: Aed) => `https://www.google.com/maps/search/?api=1&query=${aed.latitude},${aed.longitude}`;
