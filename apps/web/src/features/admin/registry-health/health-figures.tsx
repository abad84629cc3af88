import { HEALTH_CHECKED_MONTHS, HEALTH_OVERDUE_HOURS, HEALTH_REPORT_LATE_DAYS, type RegistryHealth } from '@aedatlas/contracts';
import { Link } from 'react-router';
import { formatCount } from '../../../lib/format';
import { healthListAddress } from '../aeds/health-filter';
import { counted, formatHours, formatShare } from './health-format';

interface Figure {
  id: string;
  title: string;
  value: string;
  detail: string;
  /** Its list; none when it would be empty (nothing to list now) or there is none (the median). */
  link?: { to: string; text: string };
}

/** A link to a list of `count` AEDs, unless there are none. */
const listOf = (count: number, to: string, text: string) => (count > 0 ? { to, text } : undefined);

/** The dashboard's six figures, each with the list of its AEDs (or reports) where there is one. */
export function healthFigures(h: RegistryHealth): Figure[] {
  const notChecked = h.aeds - h.checkedWithinYear.count;
  return [
    {
      id: 'checked',
      title: `Checked within ${HEALTH_CHECKED_MONTHS} months`,
      value: formatShare(h.checkedWithinYear.share),
      detail: `${formatCount(h.checkedWithinYear.count)} of ${counted(h.aeds, 'AED', 'AEDs')} confirmed by a check since then.`,
      link: listOf(notChecked, healthListAddress('notCheckedYear'), `List the ${counted(notChecked, 'AED', 'AEDs')} not checked`),
    },
    {
      id: 'hoursUnknown',
      title: 'Opening hours unknown',
      value: formatShare(h.hoursUnknown.share),
      detail: `${formatCount(h.hoursUnknown.count)} of ${counted(h.aeds, 'AED', 'AEDs')}: not open 24/7 and no hours given.`,
      link: listOf(h.hoursUnknown.count, healthListAddress('hoursUnknown'), `List the ${counted(h.hoursUnknown.count, 'AED', 'AEDs')} without hours`),
    },
    {
      id: 'outOfService',
      title: 'Out of service',
      value: formatCount(h.outOfService),
      detail: 'Out of service or temporarily absent now.',
      link: listOf(h.outOfService, healthListAddress('outOfService'), `List the ${counted(h.outOfService, 'AED', 'AEDs')} out of service`),
    },
    {
      id: 'overdue',
      title: `Out of service over ${HEALTH_OVERDUE_HOURS} h`,
      value: formatCount(h.overdue),
      detail: `Out of service for more than ${HEALTH_OVERDUE_HOURS} hours: the administrators were told twice.`,
      link: listOf(h.overdue, healthListAddress('overdue'), `List the ${counted(h.overdue, 'AED', 'AEDs')} out over ${HEALTH_OVERDUE_HOURS} h`),
    },
    {
      id: 'reportsLate',
      title: `Reports waiting over ${HEALTH_REPORT_LATE_DAYS} days`,
      value: formatCount(h.reportsLate),
      detail: `Open street reports sent more than ${HEALTH_REPORT_LATE_DAYS} days ago.`,
      link: { to: '/admin/street-reports', text: 'Open the street report queue' },
    },
    {
      id: 'toReady',
      title: 'Median time to ready',
      value: h.medianHoursToReady === null ? 'None yet' : formatHours(h.medianHoursToReady),
      detail:
        h.medianHoursToReady === null
          ? 'No AED came back into service in the last year.'
          : 'From out of service to back in service, for the AEDs that came back in the last year.',
    },
  ];
}

/** The figures as cards: the value large, what it counts, and the link to its list. */
export function HealthFigures({ health }: { health: RegistryHealth }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-label="Figures now">
      {healthFigures(health).map((figure) => (
        <li key={figure.id} className="flex min-w-0 flex-col gap-1 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
          <h3 className="text-sm font-semibold text-slate-700">{figure.title}</h3>
          <p className="text-3xl font-bold tracking-tight text-slate-900" data-figure={figure.id}>
            {figure.value}
          </p>
          <p className="text-sm text-slate-600">{figure.detail}</p>
          {figure.link && (
            <Link to={figure.link.to} className="mt-auto pt-2 text-sm font-medium text-red-800 underline underline-offset-2 hover:text-red-900">
              {figure.link.text}
            </Link>
          )}
        </li>
      ))}
    </ul>
  );
}
