/** A dialog form's failure under its fields, announced at once; nothing while there is none. */
export function FormAlert({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p role="alert" className="rounded-lg border border-red-300 bg-red-50 px-3 py-2 font-medium text-red-900">
      {message}
    </p>
  );
}
