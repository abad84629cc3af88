import type { IceContact } from '@aedatlas/contracts';
import { useState } from 'react';
import { toast } from 'react-toastify';
import { buttonClass } from '../../../../components/button-styles';
import { ConfirmDialog } from '../../../../components/confirm-dialog';
import { DataTablePager } from '../../../../components/data-table/data-table-pager';
import { SessionExpiredError } from '../../../../lib/api-client';
import { useDeleteIceContact } from '../api/delete-ice-contact';
import { ICE_PAGE_SIZE, useUserIceContacts } from '../api/get-user-ice-contacts';
import { ADMIN_ICE_TEXT, ICE_ERROR_TOAST_MS, iceDeleteErrorMessage } from '../ice-messages';
import { IceContactDialog } from './ice-contact-dialog';

type Editing = { contact: IceContact | null } | null;

const link = 'font-medium text-red-700 hover:underline';

/** The ICE contacts panel of Edit user (001 §2): list, add, edit and delete with confirmation. */
export function IceContactsPanel({ userId }: { userId: string }) {
  const [page, setPage] = useState(0);
  const contacts = useUserIceContacts(userId, page);
  const totalPages = contacts.data?.totalPages ?? 0;
  // A delete can empty the last page: step back to the new last one.
  if (totalPages > 0 && page >= totalPages) setPage(totalPages - 1);
  const remove = useDeleteIceContact();
  const [editing, setEditing] = useState<Editing>(null);
  const [toDelete, setToDelete] = useState<IceContact | null>(null);

  const confirmDelete = () => {
    if (!toDelete) return;
    remove.mutate(toDelete.id, {
      onSuccess: () => toast.success(ADMIN_ICE_TEXT.deleted),
      onError: (error) => {
        if (!(error instanceof SessionExpiredError)) toast.error(iceDeleteErrorMessage(error), { autoClose: ICE_ERROR_TOAST_MS });
      },
      onSettled: () => setToDelete(null),
    });
  };

  let body;
  if (contacts.isPending) body = <p role="status" className="px-5 py-6 text-slate-600">Loading ICE contacts...</p>;
  else if (contacts.isError)
    body = (
      <div className="px-5 py-6">
        <p role="alert" className="font-medium text-red-700">Failed to load ICE contacts.</p>
        <button type="button" onClick={() => void contacts.refetch()} className={buttonClass('secondary', 'mt-3')}>
          Try Again
        </button>
      </div>
    );
  else if (contacts.data.totalCount === 0) body = <p className="px-5 py-6 text-slate-500">{ADMIN_ICE_TEXT.empty}</p>;
  else
    body = (
      <ul className="divide-y divide-slate-100" aria-label="ICE contacts">
        {contacts.data.data.map((c) => (
          <li key={c.id} className="flex flex-wrap items-start justify-between gap-x-6 gap-y-2 px-5 py-4">
            <div className="min-w-0">
              <p className="font-medium break-words text-slate-900">{c.displayName}</p>
              <p className="text-sm break-all text-slate-600">{c.email || 'No email'}</p>
              <p className="text-sm text-slate-600">{c.phone || 'No phone'}</p>
            </div>
            <div className="flex gap-4 text-sm">
              <button type="button" className={link} onClick={() => setEditing({ contact: c })} aria-label={`Edit ${c.displayName}`}>
                Edit
              </button>
              <button type="button" className={link} onClick={() => setToDelete(c)} aria-label={`Delete ${c.displayName}`}>
                Delete
              </button>
            </div>
          </li>
        ))}
      </ul>
    );

  return (
    <section aria-labelledby="ice-panel-heading" className="mx-auto mt-8 w-full max-w-4xl rounded-xl border border-slate-200 bg-white shadow-sm">
      <header className="flex flex-wrap items-center justify-between gap-3 border-b border-slate-200 px-5 py-4">
        <div>
          <h2 id="ice-panel-heading" className="text-base font-semibold text-slate-900">
            ICE Contacts
          </h2>
          <p className="text-sm text-slate-600">Who is told when this user needs help. Email and phone must not belong to another contact.</p>
        </div>
        <button type="button" onClick={() => setEditing({ contact: null })} className={buttonClass('secondary')}>
          + Add Contact
        </button>
      </header>
      {body}
      {totalPages > 1 && contacts.data && (
        <div className="border-t border-slate-200 px-5 py-3">
          <DataTablePager
            pageIndex={page}
            pageCount={totalPages}
            pageSize={ICE_PAGE_SIZE}
            pageSizes={[ICE_PAGE_SIZE]}
            rowCount={contacts.data.totalCount}
            onPageChange={setPage}
            onPageSizeChange={() => undefined}
          />
        </div>
      )}
      {editing && <IceContactDialog key={editing.contact?.id ?? 'new'} userId={userId} contact={editing.contact} onClose={() => setEditing(null)} />}
      {toDelete && (
        <ConfirmDialog
          title="Delete ICE Contact"
          message={`${ADMIN_ICE_TEXT.confirmDelete} (${toDelete.displayName})`}
          confirmLabel="Delete"
          busyLabel="Deleting..."
          busy={remove.isPending}
          onConfirm={confirmDelete}
          onCancel={() => setToDelete(null)}
        />
      )}
    </section>
  );
}
