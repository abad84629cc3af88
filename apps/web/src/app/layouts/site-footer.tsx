import { FOOTER_YEAR } from '@aedatlas/contracts';
import { Link } from 'react-router';

/** `fullWidth` lines the footer up with the member area's content instead of a centred column. */
export function SiteFooter({ fullWidth = false }: { fullWidth?: boolean }) {
  const frame = fullWidth ? 'px-4 sm:px-6 lg:px-10' : 'mx-auto max-w-6xl px-4';
  return (
    <footer className="border-t border-slate-200 bg-white">
      <div className={`${frame} flex flex-col items-center justify-between gap-3 py-5 text-sm text-slate-600 sm:flex-row`}>
        <p>© {FOOTER_YEAR} AED Atlas. All rights reserved.</p>
        <nav aria-label="Footer" className="flex gap-5">
          <Link to="/terms-of-use" className="rounded hover:text-red-700 hover:underline">
            Terms of Use
          </Link>
          <Link to="/helpcenter" className="rounded hover:text-red-700 hover:underline">
            Help Center
          </Link>
        </nav>
      </div>
    </footer>
  );
}
