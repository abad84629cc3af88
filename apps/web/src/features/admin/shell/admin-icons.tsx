import type { ReactNode } from 'react';

/** Outline icons for the admin sidebar and dashboard cards (24px grid); decorative only. */
function Icon({ children, className = 'h-5 w-5' }: { children: ReactNode; className?: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={1.8} strokeLinecap="round" strokeLinejoin="round" className={className}>
      {children}
    </svg>
  );
}

type P = { className?: string };

export { BellIcon } from '../../../components/icons';

export const UsersIcon = (p: P) => (
  <Icon {...p}>
    <path d="M16 20v-1.5a3.5 3.5 0 0 0-3.5-3.5h-5A3.5 3.5 0 0 0 4 18.5V20M10 11a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7ZM20 20v-1.5a3.5 3.5 0 0 0-2.5-3.35M15.5 4.15a3.5 3.5 0 0 1 0 6.7" />
  </Icon>
);
export const AedIcon = (p: P) => (
  <Icon {...p}>
    <rect x="3" y="5" width="18" height="15" rx="2" />
    <path d="M12 17s-4-2.4-4-5.2A2.2 2.2 0 0 1 12 10.6a2.2 2.2 0 0 1 4 1.2C16 14.6 12 17 12 17ZM9 5V3.5h6V5" />
  </Icon>
);
export const CalendarClockIcon = (p: P) => (
  <Icon {...p}>
    <path d="M20 11V6a1 1 0 0 0-1-1H5a1 1 0 0 0-1 1v13a1 1 0 0 0 1 1h6M4 9h16M8 3v4M16 3v4" />
    <circle cx="17" cy="17" r="4" />
    <path d="M17 15.5V17l1 1" />
  </Icon>
);
export const CoverageIcon = (p: P) => (
  <Icon {...p}>
    <path d="M12 21s-6-5.2-6-10a6 6 0 1 1 12 0c0 4.8-6 10-6 10Z" />
    <circle cx="12" cy="11" r="2" />
    <path d="M3 21h18" strokeDasharray="2 2" />
  </Icon>
);
export const DeviceIcon = (p: P) => (
  <Icon {...p}>
    <rect x="7" y="2.5" width="10" height="19" rx="2" />
    <path d="M11 18.5h2" />
  </Icon>
);
export const ActivityIcon = (p: P) => (
  <Icon {...p}>
    <path d="M3 12h4l3-8 4 16 3-8h4" />
  </Icon>
);
export const LifebuoyIcon = (p: P) => (
  <Icon {...p}>
    <circle cx="12" cy="12" r="9" />
    <circle cx="12" cy="12" r="4" />
    <path d="m5.6 5.6 3.6 3.6M14.8 14.8l3.6 3.6M18.4 5.6l-3.6 3.6M9.2 14.8l-3.6 3.6" />
  </Icon>
);
export const HospitalIcon = (p: P) => (
  <Icon {...p}>
    <path d="M4 21V6a1 1 0 0 1 1-1h14a1 1 0 0 1 1 1v15M2.5 21h19M12 8v5M9.5 10.5h5M10 21v-4h4v4" />
  </Icon>
);
export const ChartIcon = (p: P) => (
  <Icon {...p}>
    <path d="M4 20V4M4 20h16M8 16v-4M12 16V8M16 16v-6" />
  </Icon>
);
export const StorageIcon = (p: P) => (
  <Icon {...p}>
    <ellipse cx="12" cy="6" rx="8" ry="3" />
    <path d="M4 6v6c0 1.7 3.6 3 8 3s8-1.3 8-3V6M4 12v6c0 1.7 3.6 3 8 3s8-1.3 8-3v-6" />
  </Icon>
);
export const GaugeIcon = (p: P) => (
  <Icon {...p}>
    <path d="M4 13h5v7H4zM10 4h5v16h-5zM16 9h4v11h-4z" />
  </Icon>
);
export const ExternalIcon = (p: P) => (
  <Icon {...p}>
    <path d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" />
  </Icon>
);
export const PlusIcon = (p: P) => (
  <Icon {...p}>
    <path d="M12 5v14M5 12h14" />
  </Icon>
);
export const HistoryIcon = (p: P) => (
  <Icon {...p}>
    <path d="M3 12a9 9 0 1 0 3-6.7L3 8M3 3v5h5M12 7v5l3 2" />
  </Icon>
);
export const MegaphoneIcon = (p: P) => (
  <Icon {...p}>
    <path d="M4 10v4h3l7 4V6L7 10H4zM17 9a4 4 0 0 1 0 6M7 14l1 5h3l-1-4.5" />
  </Icon>
);
export const NewspaperIcon = (p: P) => (
  <Icon {...p}>
    <path d="M5 5h12v14H6a1 1 0 0 1-1-1V5zM17 9h2v9a1 1 0 0 1-2 0M8 9h6M8 12h6M8 15h4" />
  </Icon>
);
export const RecycleIcon = (p: P) => (
  <Icon {...p}>
    <path d="M5 7h14l-1.5 13h-11L5 7zM9 7V4h6v3M10 11v5M14 11v5" />
  </Icon>
);
export const RouteIcon = (p: P) => (
  <Icon {...p}>
    <circle cx="6" cy="18" r="2" />
    <circle cx="18" cy="6" r="2" />
    <path d="M8 18h7a3 3 0 0 0 0-6H9a3 3 0 0 1 0-6h7" />
  </Icon>
);
export const TrophyIcon = (p: P) => (
  <Icon {...p}>
    <path d="M8 4h8v6a4 4 0 0 1-8 0V4zM8 6H5v1a3 3 0 0 0 3 3M16 6h3v1a3 3 0 0 1-3 3M12 14v4M8 20h8" />
  </Icon>
);
export const TagIcon = (p: P) => (
  <Icon {...p}>
    <path d="M4 4h7l9 9-7 7-9-9V4z" />
    <circle cx="8.5" cy="8.5" r="1.5" />
  </Icon>
);
export const NfcIcon = (p: P) => (
  <Icon {...p}>
    <path d="M7 8a6 6 0 0 1 0 8M10.5 6a9 9 0 0 1 0 12M14 4a12 12 0 0 1 0 16" />
  </Icon>
);
export const ChangelogIcon = (p: P) => (
  <Icon {...p}>
    <path d="M6 4h9l3 3v13H6V4zM9 10h6M9 13h6M9 16h4" />
  </Icon>
);
export const StoreIcon = (p: P) => (
  <Icon {...p}>
    <path d="M4 9l1.5-5h13L20 9M4 9h16M4 9a2.7 2.7 0 0 0 5.3 0 2.7 2.7 0 0 0 5.4 0 2.7 2.7 0 0 0 5.3 0M6 12v8h12v-8M10 20v-4h4v4" />
  </Icon>
);
export const ClubIcon = (p: P) => (
  <Icon {...p}>
    <path d="M9 11a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM3 20v-1a5 5 0 0 1 10 0v1M16 11a2.5 2.5 0 1 0 0-5M17 14.5a4 4 0 0 1 4 4V20" />
  </Icon>
);
/** A person with a check mark: guardians and their requests. */
export const GuardianIcon = (p: P) => (
  <Icon {...p}>
    <path d="M14 20v-1.5a3.5 3.5 0 0 0-3.5-3.5h-4A3.5 3.5 0 0 0 3 18.5V20M8.5 11a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7ZM15.5 12.5l2 2 4-4" />
  </Icon>
);
export const RecallIcon = (p: P) => (
  <Icon {...p}>
    <path d="M10.3 3.9 2.6 17.2A2 2 0 0 0 4.3 20h15.4a2 2 0 0 0 1.7-2.8L13.7 3.9a2 2 0 0 0-3.4 0ZM12 9v4.5M12 17h.01" />
  </Icon>
);
export const RegistryHealthIcon = (p: P) => (
  <Icon {...p}>
    <path d="M3 3v18h18" />
    <path d="m7 14 3.5-3.5 3 3L20 7" />
  </Icon>
);
