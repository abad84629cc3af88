/** Shared looks for buttons and links that act as buttons, so both stay identical. */
const base =
  'inline-flex items-center justify-center gap-2 rounded-lg px-4 py-2.5 text-sm font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-60';

const variants = {
  primary: 'bg-red-700 text-white shadow-sm hover:bg-red-800 active:bg-red-900',
  secondary: 'border border-slate-300 bg-white text-slate-800 shadow-sm hover:bg-slate-50',
  ghost: 'text-slate-700 hover:bg-slate-100',
  // Its own variant: red classes added to 'secondary' lose to its slate ones in the generated CSS.
  danger: 'border border-red-300 bg-white text-red-700 shadow-sm hover:bg-red-50',
} as const;

export type ButtonVariant = keyof typeof variants;

export function buttonClass(variant: ButtonVariant = 'primary', extra = ''): string {
  return `${base} ${variants[variant]} ${extra}`.trim();
}
