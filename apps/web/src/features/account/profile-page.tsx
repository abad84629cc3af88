import { SHORT_TOAST_MS, type User } from '@aedatlas/contracts';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { AlertBanner } from '../../components/alert-banner';
import { buttonClass } from '../../components/button-styles';
import { PageHeader } from '../../components/page-header';
import { Spinner } from '../../components/spinner';
import { useDocumentTitle } from '../../components/use-document-title';
import { formatDateTime } from '../../lib/format';
import { getAccessToken } from '../../lib/session/session-store';
import { followSavedUser } from '../../lib/session/follow-saved-user';
import { initialsOf, type SessionUser } from '../../lib/session/session-user';
import { useSession } from '../../lib/session/use-session';
import { useCurrentUser } from './api/get-current-user';
import { AdminDiagnostics, Section } from './profile/admin-diagnostics';
import { EditProfileDialog } from './profile/edit-profile-dialog';
import { profileUpdatedMessage } from './profile/profile-messages';

// PUT /api/user/{id} answers 200 on success (the API contract); lib/http.ts hands back the body only.
const UPDATE_STATUS = 200;

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-semibold uppercase tracking-wide text-slate-500">{label}</dt>
      <dd className="mt-1 break-words text-slate-900">{children}</dd>
    </div>
  );
}

function NotSet() {
  const { t } = useTranslation('account');
  return <span className="text-slate-500">{t('notSet')}</span>;
}

const notSet = <NotSet />;

function ProfileAvatar({ profile, user }: { profile: User; user: SessionUser | null }) {
  const [broken, setBroken] = useState<string | null>(null);
  const url = profile.profileImageUrl;
  if (url && broken !== url) {
    return <img src={url} alt="" onError={() => setBroken(url)} className="h-16 w-16 flex-none rounded-full object-cover ring-2 ring-slate-100" />;
  }
  return (
    <span aria-hidden="true" className="flex h-16 w-16 flex-none items-center justify-center rounded-full bg-red-100 text-xl font-bold text-red-800">
      {initialsOf(user)}
    </span>
  );
}

/** /profile (000 §2.7): basic information for everyone; account details and diagnostics for admins. */
export function ProfilePage() {
  const { t } = useTranslation(['account', 'common']);
  useDocumentTitle(t('profile.title'));
  const { user, token, isAdmin } = useSessionWithToken();
  const profile = useCurrentUser();
  const [editing, setEditing] = useState(false);

  if (profile.isPending) return <Spinner label={t('profile.loading')} />;

  if (profile.isError && !profile.data) {
    return (
      <section className="mx-auto w-full max-w-5xl">
        <PageHeader title={t('profile.title')} />
        <div className="space-y-4">
          <AlertBanner>{t('profile.loadFailed')}</AlertBanner>
          <button type="button" onClick={() => void profile.refetch()} disabled={profile.isFetching} className={buttonClass('secondary')}>
            {profile.isFetching ? t('common:actions.loading') : t('common:actions.tryAgain')}
          </button>
        </div>
      </section>
    );
  }

  const data = profile.data;
  const fullName = [data.firstName, data.lastName].filter(Boolean).join(' ') || data.displayName || t('profile.user');

  const onSaved = async (updated: User) => {
    setEditing(false);
    toast.success(profileUpdatedMessage(UPDATE_STATUS), { autoClose: SHORT_TOAST_MS });
    followSavedUser(updated);
    await profile.refetch();
  };

  return (
    <section className="mx-auto w-full max-w-5xl">
      <PageHeader
        title={t('profile.title')}
        description={t('profile.description')}
        actions={
          <button type="button" onClick={() => setEditing(true)} className={buttonClass('primary')}>
            {t('profile.edit')}
          </button>
        }
      />
      <div className="space-y-6">
        {profile.isError && <AlertBanner>{t('profile.reloadFailed')}</AlertBanner>}

        <Section title={t('profile.basicInformation')} id="basic-heading">
          <div className="flex items-center gap-4">
            <ProfileAvatar profile={data} user={user} />
            <div className="min-w-0">
              <p className="truncate text-lg font-semibold text-slate-900">{fullName}</p>
              <p className="truncate text-sm text-slate-600">{data.email}</p>
            </div>
          </div>
          <dl className="mt-5 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            <Field label={t('fields.firstName')}>{data.firstName || notSet}</Field>
            <Field label={t('fields.lastName')}>{data.lastName || notSet}</Field>
            <Field label={t('fields.displayName')}>{data.displayName || notSet}</Field>
            <Field label={t('fields.email')}>{data.email}</Field>
            <Field label={t('fields.phone')}>{data.phone || notSet}</Field>
            <Field label={t('fields.language')}>{data.languageCode}</Field>
          </dl>
        </Section>

        {isAdmin && (
          <>
            <Section title={t('profile.accountDetails')} id="account-heading">
              <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
                <Field label={t('profile.userType')}>{data.userType}</Field>
                <Field label={t('profile.userId')}>
                  <span className="font-mono text-sm">{data.id}</span>
                </Field>
                <Field label={t('profile.created')}>{formatDateTime(data.createdAt) || notSet}</Field>
                <Field label={t('profile.updatedAt')}>{formatDateTime(data.updatedAt) || notSet}</Field>
                <Field label={t('profile.lastLogin')}>{formatDateTime(data.lastLoginAt) || <span className="text-slate-500">{t('profile.never')}</span>}</Field>
              </dl>
            </Section>
            {user && <AdminDiagnostics user={user} token={token} />}
          </>
        )}
      </div>

      {editing && <EditProfileDialog user={data} onClose={() => setEditing(false)} onSaved={(updated) => void onSaved(updated)} />}
    </section>
  );
}

/** useSession plus the raw token, which only the admin diagnostics show (re-read on every change). */
function useSessionWithToken() {
  const session = useSession();
  return { ...session, token: session.loggedIn ? getAccessToken() : null };
}
