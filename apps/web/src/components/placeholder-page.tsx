import { PageHeader } from './page-header';
import { useDocumentTitle } from './use-document-title';

/**
 * Holds a route's place until its feature lands, so every link in the app already goes somewhere.
 * The dashed card tells people (and testers) plainly that the screen is still to come.
 */
export function PlaceholderPage({ title, sentence }: { title: string; sentence: string }) {
  useDocumentTitle(title);
  return (
    <section className="mx-auto w-full max-w-5xl">
      <PageHeader title={title} />
      <div className="rounded-xl border border-dashed border-slate-300 bg-white p-8 text-slate-600">
        <p>{sentence}</p>
        <p className="mt-2 text-sm text-slate-500">This screen is coming in a later release.</p>
      </div>
    </section>
  );
}

