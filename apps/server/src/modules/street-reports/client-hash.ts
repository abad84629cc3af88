import { createHmac } from 'node:crypto';

const PURPOSE = 'street-report-client:';

/**
 * A client address as street reports keep it: an HMAC under this installation's secret, so the
 * rate limits and the duplicate guard work without storing anyone's address.
 */
export const clientHash = (secret: Buffer, address: string) => createHmac('sha256', secret).update(PURPOSE + address).digest('base64url');
