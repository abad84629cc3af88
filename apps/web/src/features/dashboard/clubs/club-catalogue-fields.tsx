import { DEFAULT_CLUB_CATEGORY_TYPE_NAME, DEFAULT_CLUB_TYPE_NAME } from '@aedatlas/contracts';
import type { UseQueryResult } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { ResourceField } from '../../admin/resource/resource-form-fields';
import type { FormMode, FormValues } from '../../admin/resource/resource-types';
import { useClubCategoryTypes, useClubTypes } from './api/get-club-catalogues';

interface Props {
  form: UseFormReturn<FormValues>;
  mode: FormMode;
  disabled: boolean;
}

type Named = { id: string; name: string };

/**
 * The club's type and category, chosen from the catalogues the server keeps (GET admin/ClubTypes,
 * admin/ClubCategoryTypes). On a new club they start as FriendList and Personal (002 §4), set as the
 * form's defaults, so the panel does not count them as typing.
 */
export function ClubCatalogueFields({ form, mode, disabled }: Props) {
  const types = useClubTypes();
  const categories = useClubCategoryTypes();
  return (
    <fieldset className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <legend className="px-1 text-base font-semibold text-slate-900">Type and category</legend>
      <div className="grid gap-4 sm:grid-cols-2">
        <CatalogueSelect form={form} mode={mode} disabled={disabled} query={types} name="clubTypeId" label="Club type" what="club types" fallback={DEFAULT_CLUB_TYPE_NAME} />
        <CatalogueSelect
          form={form}
          mode={mode}
          disabled={disabled}
          query={categories}
          name="clubCategoryTypeId"
          label="Club category"
          what="club categories"
          fallback={DEFAULT_CLUB_CATEGORY_TYPE_NAME}
        />
      </div>
    </fieldset>
  );
}

function CatalogueSelect({ form, mode, disabled, query, name, label, what, fallback }: Props & { query: UseQueryResult<Named[]>; name: string; label: string; what: string; fallback: string }) {
  const entries = query.data;
  const { resetField, getValues } = form;
  useEffect(() => {
    if (mode !== 'create' || !entries || getValues(name)) return;
    const chosen = entries.find((e) => e.name === fallback);
    if (chosen) resetField(name, { defaultValue: chosen.id });
  }, [mode, entries, name, fallback, resetField, getValues]);

  if (!entries) {
    return (
      <div>
        <p className="mb-1 block text-sm font-medium text-slate-800">{label}</p>
        {query.isError ? (
          <p role="alert" className="text-sm font-medium text-red-700">
            Failed to load {what}.{' '}
            <button type="button" className="underline" onClick={() => void query.refetch()}>
              Try again
            </button>
          </p>
        ) : (
          <p role="status" className="text-sm text-slate-600">
            Loading {what}...
          </p>
        )}
      </div>
    );
  }
  return (
    <ResourceField
      field={{ name, label, type: 'select', required: true, blankOption: `Select a ${label.toLowerCase()}`, options: entries.map((e) => ({ value: e.id, label: e.name })) }}
      register={form.register}
      error={form.formState.errors[name]?.message as string | undefined}
      disabled={disabled}
    />
  );
}
