import { AlertBanner } from '../../../components/alert-banner';
import { StaleSaveAlert, type ComparedField } from './stale-save-alert';
import type { StaleSave } from './use-stale-save';

/** Above a form: a stale save's comparison when another admin saved first, otherwise the failed save's message. */
export function SaveFailureAlert({ staleSave, message, fields }: { staleSave: StaleSave; message: string | null; fields?: readonly ComparedField[] }) {
  if (staleSave.state !== 'idle') return <StaleSaveAlert staleSave={staleSave} message={message ?? ''} fields={fields} />;
  return message && <AlertBanner>{message}</AlertBanner>;
}
