import type { Challenge } from '@aedatlas/contracts';
import { Badge, type BadgeTone } from '../../../components/badge';

const TONES: Record<number, BadgeTone> = { 1: 'yellow', 2: 'blue', 3: 'slate', 4: 'green', 5: 'red' };

/** The challenge's status in words (CHALLENGE_STATUSES), coloured by kind. */
export function ChallengeStatusBadge({ challenge }: { challenge: Pick<Challenge, 'challengeStatusId' | 'challengeStatusName'> }) {
  return <Badge tone={TONES[challenge.challengeStatusId] ?? 'slate'}>{challenge.challengeStatusName}</Badge>;
}
