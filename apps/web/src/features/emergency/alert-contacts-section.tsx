import { EMERGENCY_MESSAGE_MAX, type EmergencyAlertResult } from '@aedatlas/contracts';
import { useEffect, useRef, useState, type ReactNode, type Ref } from 'react';
import { Link } from 'react-router';
import { buttonClass } from '../../components/button-styles';
import { translateMessage } from '../../i18n/messages';
import { ApiError, errorMessageOf } from '../../lib/http';
import { useIceContacts } from './api/get-ice-contacts';
import { useSendEmergencyAlert } from './api/send-emergency-alert';
import { useEmergencyTexts } from './emergency-texts';

export interface AlertPosition {
  lat: number;
  lon: number;
  accuracy: number | null;
}

interface Props {
  loggedIn: boolean;
  online: boolean;
  /** Null until the browser knows where the person is. */
  position: AlertPosition | null;
}

/**
 * A member alerts their ICE contacts with their position: one press opens a confirmation (it
 * sends messages), a second sends. A visitor is told to log in.
 */
export function AlertContactsSection({ loggedIn, online, position }: Props) {
  const T = useEmergencyTexts();
  return (
    <section aria-labelledby="emergency-contacts-title" className="rounded-xl border border-slate-200 p-4">
      <h2 id="emergency-contacts-title" className="mb-2 text-lg font-bold text-slate-900">
        {T.contactsHeading}
      </h2>
      {loggedIn ? (
        <MemberAlert online={online} position={position} />
      ) : (
        <>
          <p>{T.visitorHint}</p>
          <Link to="/login" className={buttonClass('secondary', 'mt-3 min-h-11')}>
            {T.logIn}
          </Link>
        </>
      )}
    </section>
  );
}

function MemberAlert({ online, position }: { online: boolean; position: AlertPosition | null }) {
  const T = useEmergencyTexts();
  const contacts = useIceContacts(true);
  const send = useSendEmergencyAlert();
  const [confirming, setConfirming] = useState(false);
  const [message, setMessage] = useState('');
  const question = useRef<HTMLParagraphElement>(null);
  const result = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (confirming) question.current?.focus();
  }, [confirming]);
  useEffect(() => {
    if (send.isSuccess || send.isError) result.current?.focus();
  }, [send.isSuccess, send.isError, confirming]);

  if (send.isSuccess) return <AlertSent ref={result} result={send.data} />;
  if (contacts.isPending) return <p role="status">{T.contactsLoading}</p>;
  if (contacts.isError)
    return (
      <div role="alert">
        <p className="font-medium">{T.contactsFailed}</p>
        <button type="button" className={buttonClass('secondary', 'mt-2 min-h-11')} onClick={() => void contacts.refetch()}>
          {T.tryAgain}
        </button>
      </div>
    );
  if (!contacts.data.length) return <AddContacts>{T.noContacts}</AddContacts>;

  const names = contacts.data.map((c) => c.displayName).join(', ');
  const failure = send.isError ? <SendFailure ref={result} error={send.error} /> : null;
  if (!confirming)
    return (
      <div>
        <p>
          {T.manageContacts}: <span className="font-semibold">{names}</span>
        </p>
        {failure}
        <button
          type="button"
          className={buttonClass('primary', 'mt-3 min-h-11 w-full sm:w-auto')}
          disabled={!position || !online}
          aria-describedby={!position || !online ? 'emergency-alert-why' : undefined}
          onClick={() => {
            send.reset();
            setConfirming(true);
          }}
        >
          {T.alertButton}
        </button>
        {(!position || !online) && (
          <p id="emergency-alert-why" className="mt-2 text-slate-600">
            {online ? T.needsPosition : T.offlineAlert}
          </p>
        )}
      </div>
    );

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (!position) return;
        const text = message.trim();
        send.mutate(
          { latitude: position.lat, longitude: position.lon, accuracy: position.accuracy, message: text || null },
          { onSettled: () => setConfirming(false) },
        );
      }}
    >
      <p ref={question} tabIndex={-1} className="font-semibold text-slate-900 outline-none">
        {T.confirmQuestion(contacts.data.length)}
      </p>
      <label htmlFor="emergency-message" className="mt-3 block font-medium text-slate-800">
        {T.messageLabel}
      </label>
      <textarea
        id="emergency-message"
        value={message}
        onChange={(event) => setMessage(event.target.value)}
        maxLength={EMERGENCY_MESSAGE_MAX}
        rows={2}
        className="mt-1 block w-full rounded-lg border border-slate-300 px-3 py-2 text-base"
      />
      <div className="mt-3 flex flex-col-reverse gap-2 sm:flex-row">
        <button type="button" className={buttonClass('secondary', 'min-h-11')} onClick={() => setConfirming(false)} disabled={send.isPending}>
          {T.cancel}
        </button>
        <button type="submit" className={buttonClass('primary', 'min-h-11')} disabled={send.isPending || !online} aria-busy={send.isPending || undefined}>
          {send.isPending ? T.sending : T.send}
        </button>
      </div>
    </form>
  );
}

function AddContacts({ children }: { children: ReactNode }) {
  const T = useEmergencyTexts();
  return (
    <div>
      <p>{children}</p>
      <Link to="/ice-contacts" className={buttonClass('secondary', 'mt-3 min-h-11')}>
        {T.addContacts}
      </Link>
    </div>
  );
}

function AlertSent({ result, ref }: { result: EmergencyAlertResult; ref: Ref<HTMLDivElement> }) {
  const T = useEmergencyTexts();
  return (
    <div ref={ref} tabIndex={-1} role="status" className="rounded-lg bg-green-50 p-3 text-green-900 ring-1 ring-green-300 outline-none">
      <p className="font-semibold">{T.sent}</p>
      <ul className="mt-1 list-disc pl-5">
        {result.contacts.map((c) => (
          <li key={c.id}>
            <span className="font-semibold">{c.displayName}</span>: {T.told(c)}
          </li>
        ))}
      </ul>
    </div>
  );
}

function SendFailure({ error, ref }: { error: unknown; ref: Ref<HTMLDivElement> }) {
  const T = useEmergencyTexts();
  const status = error instanceof ApiError ? error.status : -1;
  // The server's reason (no contacts, too many alerts) in the language on screen where it is known.
  const message = error instanceof ApiError ? translateMessage(errorMessageOf(error.body, error.message)) : T.sendFailed;
  return (
    <div ref={ref} tabIndex={-1} role="alert" className="mt-3 rounded-lg bg-red-50 p-3 font-medium text-red-900 ring-1 ring-red-300 outline-none">
      <p>{message}</p>
      {status === 409 && (
        <Link to="/ice-contacts" className="mt-1 inline-block underline">
          {T.addContacts}
        </Link>
      )}
    </div>
  );
}
