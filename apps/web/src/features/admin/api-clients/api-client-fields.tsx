import { API_CLIENT_ROLES, type ApiClientRole } from '@aedatlas/contracts';
import type { TFunction } from 'i18next';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckboxField, TextField } from '../../../components/form-fields';

/** A message per field of a client's form; undefined where the field is fine. */
export type ApiClientFieldErrors = { name?: string; roles?: string };

/** The form's own checks, before anything is sent (the server checks the same rules). */
export const checkApiClientFields = (t: TFunction<'apiClients'>, name: string, roles: readonly ApiClientRole[]): ApiClientFieldErrors => ({
  name: name.trim() ? undefined : t('create.nameRequired'),
  roles: roles.length ? undefined : t('create.roleRequired'),
});

/** The server's field messages under the form's fields: a message about one role (roles.0) stands for the roles. */
export const apiClientFieldsFromServer = (fields: Record<string, string | undefined>): ApiClientFieldErrors => ({
  name: fields.name,
  roles: fields.roles ?? Object.entries(fields).find(([k]) => k.startsWith('roles'))?.[1],
});

interface ApiClientFieldsProps {
  name: string;
  roles: readonly ApiClientRole[];
  errors: ApiClientFieldErrors;
  onName: (name: string) => void;
  onRoles: (roles: ApiClientRole[]) => void;
}

/** A client's name and its roles as checkboxes, each with its hint and its message under it: the create and edit dialogs' fields. */
export function ApiClientFields({ name, roles, errors, onName, onRoles }: ApiClientFieldsProps) {
  const { t } = useTranslation('apiClients');
  const rolesErrorId = useId();
  const toggle = (role: ApiClientRole, on: boolean) => onRoles(on ? [...roles, role] : roles.filter((r) => r !== role));
  return (
    <>
      <TextField label={t('create.name')} hint={t('create.nameHint')} value={name} maxLength={100} required data-autofocus error={errors.name} onChange={(e) => onName(e.target.value)} />
      <fieldset aria-describedby={errors.roles ? rolesErrorId : undefined}>
        <legend className="mb-1.5 text-sm font-medium text-slate-800">{t('create.roles')}</legend>
        <div className="space-y-2">
          {API_CLIENT_ROLES.map((role) => (
            <div key={role}>
              <CheckboxField label={t(`roles.${role}`)} checked={roles.includes(role)} onChange={(e) => toggle(role, e.target.checked)} />
              <p className="ml-7 text-sm text-slate-600">{t(`roleHints.${role}`)}</p>
            </div>
          ))}
        </div>
        {errors.roles && (
          <p id={rolesErrorId} className="mt-1.5 text-sm font-medium text-red-700">
            {errors.roles}
          </p>
        )}
      </fieldset>
    </>
  );
}
