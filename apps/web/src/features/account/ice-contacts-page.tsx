import { SHORT_TOAST_MS, type IceContact } from '@aedatlas/contracts';
import { useState } from 'react';
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
import { ICE_TEXT, iceErrorMessage } from './ice/ice-messages';

const DANGER_OUTLINE =
  'inline-flex items-center justify-center rounded-lg border border-red-200 bg-white px-3 py-1.5 text-sm font-semibold text-red-700 shadow-sm hover:bg-red-50';

type FormState = { mode: 'closed' } | { mode: 'add' } | { mode: 'edit'; contact: IceContact };

/** /ice-contacts (000 §2.8): the signed-in person's emergency contacts, from GET /api/user/me. */
export function IceContactsPage() {
  useDocumentTitle('ICE Contacts');
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
        toast.success(ICE_TEXT.deleted, { autoClose: SHORT_TOAST_MS });
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
    body = <Spinner label={ICE_TEXT.loading} />;
  } else if (me.isError && !me.data) {
    body = (
      <div className="space-y-4">
        <AlertBanner>{ICE_TEXT.loadFailed}</AlertBanner>
        <button type="button" onClick={() => void me.refetch()} disabled={me.isFetching} className={buttonClass('secondary')}>
          {me.isFetching ? 'Loading...' : 'Try Again'}
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
              <p className="mt-4 font-semibold text-slate-900">{ICE_TEXT.empty}</p>
              <p className="mt-1 max-w-sm text-sm text-slate-600">
                Add the people who should be told when you need help: family, a partner, a close friend.
              </p>
              <button type="button" onClick={() => setForm({ mode: 'add' })} className={buttonClass('primary', 'mt-5')}>
                {ICE_TEXT.addFirst}
              </button>
            </div>
          )
        ) : (
          <ul className="grid gap-4 sm:grid-cols-2" aria-label="ICE contacts">
            {contacts.map((contact) => (
              <li key={contact.id} className="flex min-w-0 flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
                <p className="truncate font-semibold text-slate-900">{contact.displayName}</p>
                <dl className="mt-2 space-y-1 text-sm">
                  <div className="flex gap-2">
                    <dt className="w-14 flex-none text-slate-500">Email</dt>
                    <dd className="min-w-0 break-all">
                      {contact.email ? (
                        <a href={`mailto:${contact.email}`} className="text-red-700 hover:underline">
                          {contact.email}
                        </a>
                      ) : (
                        <span className="text-slate-500">Not set</span>
                      )}
                    </dd>
                  </div>
                  <div className="flex gap-2">
                    <dt className="w-14 flex-none text-slate-500">Phone</dt>
                    <dd className="min-w-0 break-all">
                      {contact.phone ? (
                        <a href={`tel:${contact.phone.replace(/[^\d+]/g, '')}`} className="text-red-700 hover:underline">
                          {contact.phone}
                        </a>
                      ) : (
                        <span className="text-slate-500">Not set</span>
                      )}
                    </dd>
                  </div>
                </dl>
                <div className="mt-4 flex gap-2">
                  <button
                    type="button"
                    onClick={() => setForm({ mode: 'edit', contact })}
                    className={buttonClass('secondary', 'px-3 py-1.5')}
                    aria-label={`Edit ${contact.displayName}`}
                  >
                    Edit
                  </button>
                  <button
                    type="button"
                    onClick={() => setToDelete(contact)}
                    className={DANGER_OUTLINE}
                    aria-label={`Delete ${contact.displayName}`}
                  >
                    Delete
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
        title="ICE Contacts"
        description="The people to contact in case of emergency."
        actions={
          me.data && contacts.length > 0 && form.mode === 'closed' ? (
            <button type="button" onClick={() => setForm({ mode: 'add' })} className={buttonClass('primary')}>
              Add Contact
            </button>
          ) : undefined
        }
      />
      {body}
      {toDelete && (
        <ModalDialog
          title="Delete contact?"
          role="alertdialog"
          onClose={() => !remove.isPending && setToDelete(null)}
          footer={
            <>
              <button type="button" data-autofocus onClick={() => setToDelete(null)} disabled={remove.isPending} className={buttonClass('secondary')}>
                Cancel
              </button>
              <button type="button" onClick={confirmDelete} disabled={remove.isPending} className={buttonClass('primary')}>
                {remove.isPending ? 'Deleting...' : 'Delete'}
              </button>
            </>
          }
        >
          <p>
            Delete <strong className="text-slate-900">{toDelete.displayName}</strong> from your ICE contacts? They will no longer be
            notified in an emergency.
          </p>
        </ModalDialog>
      )}
    </section>
  );
}
