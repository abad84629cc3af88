import { Badge } from '../../../components/badge';

/** Visible or Hidden (001 §4): the word says it, the colour only helps. */
export function VisibilityBadge({ visible }: { visible: boolean }) {
  return <Badge tone={visible ? 'green' : 'slate'}>{visible ? 'Visible' : 'Hidden'}</Badge>;
}
