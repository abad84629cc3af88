import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import { BuildingIcon, ListIcon, MapIcon } from '../../components/icons';
import { BOTTOM_NAV, BOTTOM_NAV_ITEM as item } from './lib/bottom-nav-classes';
import { LocateIcon } from './map-icons';

/** The map's bottom bar: big touch targets; Near me is the one that matters most, so it stands out. */
export function MapBottomNav({
  onNearMe,
  nearMeActive,
  nearMeRef,
  nearMeOnly = false,
}: {
  onNearMe: () => void;
  nearMeActive: boolean;
  nearMeRef?: Ref<HTMLButtonElement>;
  /** The embedded map (another site's page): Near me, without the site's navigation. */
  nearMeOnly?: boolean;
}) {
  const { t } = useTranslation(['common', 'map']);
  return (
    <nav aria-label={t('map:nav.label')} className={BOTTOM_NAV}>
      <ul className={`mx-auto grid max-w-xl ${nearMeOnly ? 'grid-cols-1' : 'grid-cols-4'}`}>
        {!nearMeOnly && (
          <li>
            <NavLink to="/map" end className={({ isActive }) => `${item} ${isActive ? 'text-red-700' : ''}`}>
              <MapIcon className="h-6 w-6" />
              {t('nav.map')}
            </NavLink>
          </li>
        )}
        <li>
          <button ref={nearMeRef} type="button" onClick={onNearMe} aria-pressed={nearMeActive} className={`${item} w-full`}>
            <span
              className={`flex h-8 w-12 items-center justify-center rounded-full ${nearMeActive ? 'bg-red-800 text-white' : 'bg-red-700 text-white'}`}
            >
              <LocateIcon className="h-5 w-5" />
            </span>
            <span className="text-red-800">{t('map:nav.nearMe')}</span>
          </button>
        </li>
        {!nearMeOnly && (
          <>
            <li>
              <Link to="/aeds" className={item}>
                <ListIcon className="h-6 w-6" />
                {t('nav.aeds')}
              </Link>
            </li>
            <li>
              <Link to="/helpcenter" className={item}>
                <BuildingIcon className="h-6 w-6" />
                {t('nav.helpCenters')}
              </Link>
            </li>
          </>
        )}
      </ul>
    </nav>
  );
}
