import { useNavigate } from 'react-router';
import { leaveWithoutAsking } from '../../../components/leave-guard';
import { useAdminPageTitle } from '../shell/admin-page-title';
import { useCreateAed } from './api/save-aed';
import { AedEditor } from './aed-editor';
import { newAedValues, toCreatePayload } from './aed-form-values';
import { listAddress } from '../../../lib/list-address';

/** /admin/aed/new and /admin/aeds/new (001 §2 'Create AED'). */
export default function AedCreatePage() {
  useAdminPageTitle('Add New AED');
  const navigate = useNavigate();
  const create = useCreateAed();
  return (
    <section className="mx-auto w-full max-w-7xl">
      <h1 className="mb-6 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">Add New AED</h1>
      <AedEditor
        mode="create"
        title="Add New AED"
        initialValues={newAedValues()}
        busy={create.isPending}
        failureFallback="Failed to create AED"
        onSubmit={async (parsed) => {
          await create.mutateAsync(toCreatePayload(parsed));
          leaveWithoutAsking(() => navigate(listAddress('/admin/aeds')));
        }}
      />
    </section>
  );
}
