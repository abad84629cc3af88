import { PlaceholderPage } from '../../components/placeholder-page';

/** /helpcenter (000 §2.12): the help centers table lands here. */
export function HelpCentersPage() {
  return <PlaceholderPage title="Help Centers" sentence="A searchable table of help centers with their contacts will be shown here." />;
}
