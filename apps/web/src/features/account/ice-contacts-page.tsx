import { SHORT_TOAST_MS, type IceContact } from '@aedatlas/contracts';
import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { AlertBanner } from '../../components/alert-banner';
import { buttonClass } from '../../components/button-styles';
import { PhoneIcon } from '../../components/icons';
import { ModalDialog } from '../../components/modal-dialog';
import { PageHeader } from '../../components/page-header';
import { Spinner } from '../../components/spinner';
import { useDocumentTitle } from '../../components/use-document-title';
import { SessionExpiredError } from '../../lib/api-client';
import { useCurrentUser } from './api/get-current-user';
import { useDeleteIceContact } from './api/delete-ice-contact';
import { IceContactForm } from './ice/ice-contact-form';
import { iceErrorMessage } from './ice/ice-messages';

const DANGER_OUTLINE =
  'inline-flex items-center justify-center rounded-lg border border-red-200 bg-white px-3 py-1.5 text-sm font-semibold text-red-700 shadow-sm hover:bg-red-50';

type FormState = { mode: 'closed' } | { mode: 'add' } | { mode: 'edit'; contact: IceContact };

/** /ice-contacts (000 §2.8): the signed-in person's emergency contacts, from GET /api/user/me. */
export function IceContactsPage() {
  const { t } = useTranslation(['account', 'common']);
  useDocumentTitle(t('ice.title'));
  const me = useCurrentUser();
  const remove = useDeleteIceContact();
  const [form, setForm] = useState<FormState>({ mode: 'closed' });
  const [toDelete, setToDelete] = useState<IceContact | null>(null);

  const contacts = me.data?.iceContacts ?? [];
  const closeForm = () => setForm({ mode: 'closed' });

  const confirmDelete = () => {
    if (!toDelete) return;
    const contact = toDelete;
    remove.mutate(contact.id, {
      onSuccess: () => {
        toast.success(t('ice.deleted'), { autoClose: SHORT_TOAST_MS });
        if (form.mode === 'edit' && form.contact.id === contact.id) closeForm();
      },
      onError: (error) => {
        if (!(error instanceof SessionExpiredError)) toast.error(iceErrorMessage('delete', error));
      },
      onSettled: () => setToDelete(null),
    });
  };

  let body;
  if (me.isPending) {
    body = <Spinner label={t('ice.loading')} />;
  } else if (me.isError && !me.data) {
    body = (
      <div className="space-y-4">
        <AlertBanner>{t('ice.loadFailed')}</AlertBanner>
        <button type="button" onClick={() => void me.refetch()} disabled={me.isFetching} className={buttonClass('secondary')}>
          {me.isFetching ? t('ice.reloading') : t('common:actions.tryAgain')}
        </button>
      </div>
    );
  } else {
    body = (
      <div className="space-y-6">
        {form.mode !== 'closed' && (
          <IceContactForm key={form.mode === 'edit' ? form.contact.id : 'new'} contact={form.mode === 'edit' ? form.contact : null} onDone={closeForm} />
        )}
        {contacts.length === 0 ? (
          form.mode === 'closed' && (
            <div className="flex flex-col items-center rounded-xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
              <span className="flex h-12 w-12 items-center justify-center rounded-full bg-red-50 text-red-700">
                <PhoneIcon className="h-6 w-6" />
              </span>
              <p className="mt-4 font-semibold text-slate-900">{t('ice.empty')}</p>
              <p className="mt-1 max-w-sm text-sm text-slate-600">
                {t('ice.emptyHint')}
              </p>
              <button type="button" onClick={() => setForm({ mode: 'add' })} className={buttonClass('primary', 'mt-5')}>
                {t('ice.addFirst')}
              </button>
            </div>
          )
        ) : (
          <ul className="grid gap-4 sm:grid-cols-2" aria-label={t('ice.list')}>
            {contacts.map((contact) => (
              <li key={contact.id} className="flex min-w-0 flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
                <p className="truncate font-semibold text-slate-900">{contact.displayName}</p>
                <dl className="mt-2 space-y-1 text-sm">
                  <div className="flex gap-2">
                    <dt className="w-14 flex-none text-slate-500">{t('fields.email')}</dt>
                    <dd className="min-w-0 break-all">
                      {contact.email ? (
                        <a href={`mailto:${contact.email}`} className="text-red-700 hover:underline">
                          {contact.email}
                        </a>
                      ) : (
                        <span className="text-slate-500">{t('notSet')}</span>
                      )}
                    </dd>
                  </div>
                  <div className="flex gap-2">
                    <dt className="w-14 flex-none text-slate-500">{t('fields.phone')}</dt>
                    <dd className="min-w-0 break-all">
                      {contact.phone ? (
                        <a href={`tel:${contact.phone.replace(/[^\d+]/g, '')}`} className="text-red-700 hover:underline">
                          {contact.phone}
                        </a>
                      ) : (
                        <span className="text-slate-500">{t('notSet')}</span>
                      )}
                    </dd>
                  </div>
                </dl>
                <div className="mt-4 flex gap-2">
                  <button
                    type="button"
                    onClick={() => setForm({ mode: 'edit', contact })}
                    className={buttonClass('secondary', 'px-3 py-1.5')}
                    aria-label={t('ice.editNamed', { name: contact.displayName })}
                  >
                    {t('ice.edit')}
                  </button>
                  <button
                    type="button"
                    onClick={() => setToDelete(contact)}
                    className={DANGER_OUTLINE}
                    aria-label={t('ice.deleteNamed', { name: contact.displayName })}
                  >
                    {t('ice.delete')}
                  </button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </div>
    );
  }

  return (
    <section className="mx-auto w-full max-w-5xl">
      <PageHeader
        title={t('ice.title')}
        description={t('ice.description')}
        actions={
          me.data && contacts.length > 0 && form.mode === 'closed' ? (
            <button type="button" onClick={() => setForm({ mode: 'add' })} className={buttonClass('primary')}>
              {t('ice.add')}
            </button>
          ) : undefined
        }
      />
      {body}
      {toDelete && (
        <ModalDialog
          title={t('ice.deleteTitle')}
          role="alertdialog"
          onClose={() => !remove.isPending && setToDelete(null)}
          footer={
            <>
              <button type="button" data-autofocus onClick={() => setToDelete(null)} disabled={remove.isPending} className={buttonClass('secondary')}>
                {t('common:actions.cancel')}
              </button>
              <button type="button" onClick={confirmDelete} disabled={remove.isPending} className={buttonClass('primary')}>
                {remove.isPending ? t('ice.deleting') : t('ice.delete')}
              </button>
            </>
          }
        >
          <p>
            <Trans t={t} i18nKey="ice.deleteText" values={{ name: toDelete.displayName }} components={{ strong: <strong className="text-slate-900" /> }} />
          </p>
        </ModalDialog>
      )}
    </section>
  );
}
