/** A mailto link that, when it must wrap, wraps before the '@' instead of mid-word. */
export function EmailLink({ email, className = '' }: { email: string; className?: string }) {
  const at = email.indexOf('@');
  return (
    <a href={`mailto:${email}`} className={`text-red-700 underline-offset-2 hover:underline ${className}`}>
      {at > 0 ? (
        <>
          {email.slice(0, at)}
          <wbr />
          {email.slice(at)}
        </>
      ) : (
        email
      )}
    </a>
  );
}
