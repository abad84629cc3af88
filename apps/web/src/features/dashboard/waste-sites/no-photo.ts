/** The picture shown where a waste site has no photo, or its photo does not load (002 §2). */
export const NO_PHOTO_URL = '/images/no-photo.svg';
export const NO_PHOTO_ALT = 'No photo';
