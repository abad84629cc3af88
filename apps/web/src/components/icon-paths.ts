/**
 * Outlines of icons (24px grid, stroked, round ends): drawn by React (icons.tsx, features/map/map-icons.tsx) and
 * by the early Near me, which runs before React.
 */
export const LOCATE_PATH = 'M16 12a4 4 0 1 1-8 0 4 4 0 0 1 8 0M12 2v3M12 19v3M2 12h3M19 12h3';
export const WALK_PATH = 'M15 4a2 2 0 1 1-4 0 2 2 0 0 1 4 0m-6 18 3-7 3 3v4M7 12l3-4 4 1 2 4 3 1M10 8l-1 6';
export const EXTERNAL_PATH = 'M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5';
export const PHONE_CALL_PATH = 'M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2';
export const CLOSE_PATH = 'M6 6l12 12M18 6 6 18';
export const MAP_PATH = 'M9 4 3 6v14l6-2 6 2 6-2V4l-6 2-6-2zM9 4v14M15 6v14';
export const LIST_PATH = 'M8 6h13M8 12h13M8 18h13M3.5 6h.01M3.5 12h.01M3.5 18h.01';
export const BUILDING_PATH = 'M4 21V5a1 1 0 0 1 1-1h9a1 1 0 0 1 1 1v16M15 9h4a1 1 0 0 1 1 1v11M3 21h18M8 8h3M8 12h3M8 16h3M9.5 6.5v3';
