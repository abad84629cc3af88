import { DISPLAY_VALUE_FIELD, MESSAGES, ifMatchHeader, type Localization, type LocalizationEntityType } from '@aedatlas/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteAndConfirm, toastSuccess } from '../../../../lib/success-toast';
import { api } from '../../../../lib/api-client';
import { invalidateHelpServices } from './helpservice-keys';

/** The body of 001 §7 Localizations; the console always writes display_value (001 §5). */
export interface LocalizationBody {
  entityId: string;
  entityType: LocalizationEntityType;
  locale: string;
  fieldName?: string;
  fieldValue: string;
}

const withField = (body: LocalizationBody) => ({ ...body, fieldName: body.fieldName ?? DISPLAY_VALUE_FIELD });

export function createLocalization(body: LocalizationBody): Promise<Localization> {
  return api.post<Localization>('/api/admin/localization', withField(body), { silent: true });
}

/** PUT /api/admin/localization/{id} with the whole body; `version` (its updatedAt) goes as If-Match. */
export function updateLocalization(id: string, body: LocalizationBody, version?: string): Promise<Localization> {
  return api.put<Localization>(`/api/admin/localization/${encodeURIComponent(id)}`, withField(body), { silent: true, headers: ifMatchHeader(version) });
}

export function deleteLocalization(id: string): Promise<void> {
  return api.delete<void>(`/api/admin/localization/${encodeURIComponent(id)}`, { silent: true });
}

export function useLocalizationMutations() {
  const client = useQueryClient();
  const onSuccess = (message: string) => () => {
    toastSuccess(message);
    return invalidateHelpServices(client);
  };
  return {
    create: useMutation({ mutationFn: createLocalization, onSuccess: onSuccess(MESSAGES.toast201) }),
    update: useMutation({ mutationFn: ({ id, body, version }: { id: string; body: LocalizationBody; version?: string }) => updateLocalization(id, body, version), onSuccess: onSuccess('Translation updated') }),
    remove: useMutation({ mutationFn: (id: string) => deleteAndConfirm(() => deleteLocalization(id), 'Translation deleted'), onSuccess: () => invalidateHelpServices(client) }),
  };
}

/** GET /api/admin/localization/{id}: the latest version after a stale save. */
export function getLocalization(id: string): Promise<Localization> {
  return api.get<Localization>(`/api/admin/localization/${encodeURIComponent(id)}`, { silent: true });
}
