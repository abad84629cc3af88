import { useParams } from 'react-router';
import { PlaceholderPage } from '../../components/placeholder-page';

/** /aed/:id (000 §2.10): filled by the AED detail feature. */
export function AedDetailPage() {
  const { id } = useParams();
  return <PlaceholderPage title="AED Details" sentence={`The details, pictures and location of AED ${id ?? ''} will be shown here.`} />;
}
