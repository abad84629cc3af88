import { Badge } from '../../../components/badge';

/** USER blue, ADMIN purple, anything else grey (as the notifications list of 001 §2 colours them). */
export function UserTypeBadge({ type }: { type: string | null | undefined }) {
  const tone = type === 'ADMIN' ? 'purple' : type === 'USER' ? 'blue' : 'slate';
  return <Badge tone={tone}>{type || 'UNKNOWN'}</Badge>;
}
