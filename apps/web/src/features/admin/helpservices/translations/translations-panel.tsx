import type { Localization, LocalizationEntityType } from '@aedatlas/contracts';
import { useRef, useState } from 'react';
import { AlertBanner } from '../../../../components/alert-banner';
import { ConfirmDialog } from '../../../../components/confirm-dialog';
import { useLocalizationMutations } from '../api/save-localization';
import { deleteLocalizationError, HELP_TEXT } from '../help-messages';
import { AddTranslationForm } from './add-translation-form';
import { TranslationRow } from './translation-row';

interface Props {
  entityType: LocalizationEntityType;
  entityId: string;
  localizations: Localization[];
}

/** The translations of one service or option (001 §2): the list with inline edit and delete, and the add form. */
export function TranslationsPanel({ entityType, entityId, localizations }: Props) {
  const { remove } = useLocalizationMutations();
  const [asking, setAsking] = useState<Localization | null>(null);
  const [deletingId, setDeletingId] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  // A deleted row's button goes with it: the heading takes the focus.
  const heading = useRef<HTMLHeadingElement>(null);

  const confirmDelete = () => {
    const target = asking!;
    setAsking(null);
    setError(null);
    setDeletingId(target.id);
    remove.mutate(target.id, {
      onSuccess: () => heading.current?.focus(),
      onError: (e) => setError(deleteLocalizationError(e)),
      onSettled: () => setDeletingId(null),
    });
  };

  return (
    <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
      <section aria-labelledby="translations-heading" className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
        <h2 ref={heading} tabIndex={-1} id="translations-heading" className="text-base font-semibold text-slate-900">
          Translations ({localizations.length})
        </h2>
        {error && (
          <div className="mt-3">
            <AlertBanner>{error}</AlertBanner>
          </div>
        )}
        {localizations.length === 0 ? (
          <p className="mt-3 text-sm text-slate-600">No translations yet.</p>
        ) : (
          <ul className="mt-2 divide-y divide-slate-100">
            {localizations.map((l) => (
              <TranslationRow key={l.id} localization={l} onDelete={setAsking} deleting={deletingId === l.id} />
            ))}
          </ul>
        )}
      </section>
      <AddTranslationForm entityType={entityType} entityId={entityId} taken={localizations.map((l) => l.locale)} />
      {asking && <ConfirmDialog title="Delete translation" message={HELP_TEXT.deleteLocalizationConfirm} confirmLabel="Delete" busyLabel="Deleting..." onConfirm={confirmDelete} onCancel={() => setAsking(null)} />}
    </div>
  );
}
