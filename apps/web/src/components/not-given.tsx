/** An empty field: a quiet dash on screen, words for screen readers. */
export function NotGiven({ text = 'Not given' }: { text?: string }) {
  return (
    <span className="text-slate-400">
      <span aria-hidden="true">—</span>
      <span className="sr-only">{text}</span>
    </span>
  );
}
