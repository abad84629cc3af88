/** The mark: a heart with a shock bolt, the sign people know from AED cabinets. */
export function LogoMark({ className = 'h-8 w-8' }: { className?: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 32 32" className={className}>
      <rect width="32" height="32" rx="8" className="fill-red-700" />
      <path
        fill="#fff"
        d="M16 26s-9.5-5.8-9.5-12.6C6.5 10 9 7.3 12.1 7.3c1.7 0 3 .8 3.9 2 .9-1.2 2.2-2 3.9-2 3.1 0 5.6 2.7 5.6 6.1C25.5 20.2 16 26 16 26z"
      />
      <path className="fill-red-700" d="M17.2 10.5 13 17h2.9l-1.2 4.8 4.5-6.9h-3z" />
    </svg>
  );
}

/** `wordmarkClassName` can hide the words where room is short (the link around it has a name). */
export function Logo({ wordmarkClassName = '' }: { wordmarkClassName?: string }) {
  return (
    <span className="flex items-center gap-2 text-lg font-bold tracking-tight text-slate-900">
      <LogoMark />
      <span className={wordmarkClassName}>
        AED <span className="text-red-700">Atlas</span>
      </span>
    </span>
  );
}
