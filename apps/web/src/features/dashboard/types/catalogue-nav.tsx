import { useEffect, useRef } from 'react';
import { NavLink, useLocation } from 'react-router';

/** Every catalogue screen (002 §2 'Type catalogues'), in the seeds' order, with its path under /dashboard. */
export const CATALOGUE_SCREENS = [
  { path: 'types/SportActivityTypes', title: 'Sport activity types' },
  { path: 'types/ChallengeTypes', title: 'Challenge types' },
  { path: 'types/EventActivityTypes', title: 'Event activity types' },
  { path: 'types/HeartActivityTypes', title: 'Heart activity types' },
  { path: 'types/MedicalConditionTypes', title: 'Medical condition types' },
  { path: 'types/SecurityActivityType', title: 'Security activity types' },
  { path: 'types/WeatherType', title: 'Weather types' },
  { path: 'types/ClubTypes', title: 'Club types' },
  { path: 'types/ClubTypeDescriptions', title: 'Club category types' },
  { path: 'types/LiveMiningCategories', title: 'Live mining categories' },
] as const;

export type CataloguePath = (typeof CATALOGUE_SCREENS)[number]['path'];

const pill = ({ isActive }: { isActive: boolean }) =>
  `inline-flex min-h-10 items-center rounded-full border px-3 py-1.5 text-sm font-medium whitespace-nowrap ${
    isActive ? 'border-red-700 bg-red-700 text-white' : 'border-slate-300 bg-white text-slate-700 hover:border-red-300 hover:bg-red-50'
  }`;

/**
 * The catalogues side by side: the sidebar has one 'Type catalogues' item, this row reaches each
 * of them. On a phone the row scrolls sideways (the current one in view) instead of taking a screen.
 */
export function CatalogueNav() {
  const list = useRef<HTMLUListElement>(null);
  const { pathname } = useLocation();
  useEffect(() => {
    const current = list.current?.querySelector<HTMLElement>('[aria-current="page"]');
    const row = list.current;
    if (row && current) row.scrollLeft += current.getBoundingClientRect().left - row.getBoundingClientRect().left - 16;
  }, [pathname]);
  return (
    <nav aria-label="Type catalogues" className="mx-auto mb-5 w-full max-w-7xl">
      <ul ref={list} className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1 sm:mx-0 sm:flex-wrap sm:overflow-visible sm:px-0">
        {CATALOGUE_SCREENS.map((screen) => (
          <li key={screen.path}>
            <NavLink to={`/dashboard/${screen.path}`} className={pill} end>
              {screen.title}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
