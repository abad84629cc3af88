import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BellIcon } from '../../components/icons';
import { useSession } from '../../lib/session/use-session';
import { useUnreadCount } from './api/unread-count';

/** The top bar's bell: the member's unread notifications, a link to the inbox. */
export function UnreadBadge() {
  const { t } = useTranslation();
  const { loggedIn } = useSession();
  const unread = useUnreadCount(loggedIn).data?.unread ?? 0;
  const label = unread ? t('notificationsBell.unread', { count: unread }) : t('notificationsBell.label');
  return (
    <Link to="/notifications" aria-label={label} title={label} className="relative inline-flex h-10 w-10 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100">
      <BellIcon className="h-6 w-6" />
      {unread > 0 && (
        <span aria-hidden="true" data-testid="unread-count" className="absolute -top-0.5 -right-0.5 min-w-5 rounded-full bg-red-700 px-1 text-center text-xs leading-5 font-bold text-white">
          {unread > 99 ? '99+' : unread}
        </span>
      )}
    </Link>
  );
}
