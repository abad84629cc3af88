import { STORAGE_KEYS } from '@aedatlas/contracts';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { buttonClass } from '../../../components/button-styles';
import { formatDateTime } from '../../../lib/format';
import { decodeJwtPayload, tokenExpiresAt } from '../../../lib/session/jwt';
import { getRefreshTokenExpiration } from '../../../lib/session/session-store';
import { isAdmin, rolesOf, type SessionUser } from '../../../lib/session/session-user';
import { formatRemaining } from './time-left';

/** Re-renders every second while mounted: the countdowns tick. */
function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

export function Section({ title, children, id }: { title: string; children: ReactNode; id: string }) {
  return (
    <section aria-labelledby={id} className="min-w-0 rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <h2 id={id} className="text-base font-semibold text-slate-900">
        {title}
      </h2>
      <div className="mt-3">{children}</div>
    </section>
  );
}

function RoleList({ label, roles }: { label: string; roles: string[] }) {
  const { t } = useTranslation('account');
  return (
    <div>
      <dt className="text-xs font-semibold uppercase tracking-wide text-slate-500">{label}</dt>
      <dd className="mt-1 flex flex-wrap gap-1.5">
        {roles.length === 0 ? (
          <span className="text-sm text-slate-500">{t('diagnostics.none')}</span>
        ) : (
          roles.map((role) => (
            <span key={role} className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-medium text-slate-800">
              {role}
            </span>
          ))
        )}
      </dd>
    </div>
  );
}

/**
 * The admin's token, role and diagnostic sections of /profile (000 §2.7): the raw token, its
 * decoded claims, the roles from groups, realm and resources, the expiry countdowns and which
 * of the seeds' storage keys this browser holds.
 */
export function AdminDiagnostics({ user, token }: { user: SessionUser; token: string | null }) {
  const { t } = useTranslation('account');
  const now = useNow();
  const claims = token ? decodeJwtPayload(token) : null;
  const expiresAt = token ? tokenExpiresAt(token) : null;
  const refreshExpiresAt = getRefreshTokenExpiration();
  const storageRows = Object.values(STORAGE_KEYS).map((key) => ({
    key,
    local: localStorage.getItem(key) !== null,
    session: sessionStorage.getItem(key) !== null,
  }));

  const copyToken = async () => {
    if (!token) return;
    try {
      await navigator.clipboard.writeText(token);
      toast.success(t('diagnostics.copied'), { autoClose: 3000 });
    } catch {
      toast.error(t('diagnostics.copyFailed'));
    }
  };

  return (
    <>
      <Section title={t('diagnostics.tokenExpiry')} id="token-expiry-heading">
        <dl className="grid gap-4 sm:grid-cols-2">
          <div>
            <dt className="text-xs font-semibold uppercase tracking-wide text-slate-500">{t('diagnostics.accessToken')}</dt>
            <dd className="mt-1 text-lg font-semibold text-slate-900" data-testid="token-countdown">
              {expiresAt === null ? t('diagnostics.unknown') : formatRemaining(expiresAt - now)}
            </dd>
            {expiresAt !== null && <dd className="text-sm text-slate-600">{t('diagnostics.expires', { date: formatDateTime(expiresAt) })}</dd>}
          </div>
          <div>
            <dt className="text-xs font-semibold uppercase tracking-wide text-slate-500">{t('diagnostics.refreshToken')}</dt>
            <dd className="mt-1 text-lg font-semibold text-slate-900">
              {refreshExpiresAt === null ? t('diagnostics.noExpiryStored') : formatRemaining(refreshExpiresAt - now)}
            </dd>
            {refreshExpiresAt !== null && <dd className="text-sm text-slate-600">{t('diagnostics.expires', { date: formatDateTime(refreshExpiresAt) })}</dd>}
          </div>
        </dl>
      </Section>

      <Section title={t('diagnostics.roles')} id="roles-heading">
        <dl className="grid gap-4 sm:grid-cols-2">
          <RoleList label={t('diagnostics.groups')} roles={user.groups} />
          <RoleList label={t('diagnostics.realmRoles')} roles={user.realmRoles} />
          <RoleList label={t('diagnostics.resourceRoles')} roles={user.resourceRoles} />
          <RoleList label={t('diagnostics.allRoles')} roles={rolesOf(user)} />
        </dl>
        <p className="mt-4 text-sm text-slate-700">
          {t('diagnostics.administrator')} <strong>{isAdmin(user) ? t('diagnostics.yes') : t('diagnostics.no')}</strong>
        </p>
      </Section>

      <Section title={t('diagnostics.accessToken')} id="token-heading">
        {token ? (
          <>
            <pre tabIndex={0} role="region" aria-label={t('diagnostics.rawToken')} className="max-h-40 overflow-y-auto whitespace-pre-wrap break-all rounded-lg bg-slate-900 p-3 font-mono text-xs text-slate-100">
              {token}
            </pre>
            <button type="button" onClick={copyToken} className={buttonClass('secondary', 'mt-3')}>
              {t('diagnostics.copyToken')}
            </button>
          </>
        ) : (
          <p className="text-sm text-slate-600">{t('diagnostics.noToken')}</p>
        )}
      </Section>

      <Section title={t('diagnostics.claims')} id="claims-heading">
        {claims ? (
          <pre tabIndex={0} role="region" aria-label={t('diagnostics.decodedClaims')} className="max-h-96 overflow-auto rounded-lg bg-slate-50 p-3 font-mono text-xs text-slate-800 ring-1 ring-slate-200">
            {JSON.stringify(claims, null, 2)}
          </pre>
        ) : (
          <p className="text-sm text-slate-600">{t('diagnostics.noClaims')}</p>
        )}
      </Section>

      <Section title={t('diagnostics.storage')} id="storage-heading">
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <thead>
              <tr className="border-b border-slate-200 text-xs uppercase tracking-wide text-slate-500">
                <th scope="col" className="py-2 pr-4 font-semibold">
                  {t('diagnostics.key')}
                </th>
                <th scope="col" className="py-2 pr-4 font-semibold">
                  localStorage
                </th>
                <th scope="col" className="py-2 font-semibold">
                  sessionStorage
                </th>
              </tr>
            </thead>
            <tbody>
              {storageRows.map((row) => (
                <tr key={row.key} className="border-b border-slate-100 last:border-0">
                  <th scope="row" className="py-2 pr-4 font-mono text-xs font-medium text-slate-800">
                    {row.key}
                  </th>
                  <td className="py-2 pr-4">{row.local ? t('diagnostics.present') : <span className="text-slate-500">{t('diagnostics.absent')}</span>}</td>
                  <td className="py-2">{row.session ? t('diagnostics.present') : <span className="text-slate-500">{t('diagnostics.absent')}</span>}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </Section>
    </>
  );
}
