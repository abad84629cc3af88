/** An e-mail address that, when it must wrap, wraps before the '@' instead of mid-word; other text as it is. */
export function EmailText({ email }: { email: string }) {
  const at = email.indexOf('@');
  if (at <= 0) return <>{email}</>;
  return (
    <>
      {email.slice(0, at)}
      <wbr />
      {email.slice(at)}
    </>
  );
}

/** A mailto link that, when it must wrap, wraps before the '@' instead of mid-word. */
export function EmailLink({ email, className = '' }: { email: string; className?: string }) {
  return (
    <a href={`mailto:${email}`} className={`text-red-700 underline-offset-2 hover:underline ${className}`}>
      <EmailText email={email} />
    </a>
  );
}
