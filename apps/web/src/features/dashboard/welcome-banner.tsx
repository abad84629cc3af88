import { HeartPulseIcon } from '../../components/icons';

/** The Slovenian welcome on the dashboard home (000 §1). lang="sl" lets screen readers pronounce it. */
export function WelcomeBanner({ name }: { name: string }) {
  return (
    <section lang="sl" className="relative overflow-hidden rounded-2xl bg-red-700 p-6 text-white shadow-sm sm:p-8">
      <HeartPulseIcon className="absolute right-6 top-1/2 hidden h-36 w-36 -translate-y-1/2 text-red-500/50 md:block" />
      <div className="relative">
        <p className="text-sm font-semibold uppercase tracking-wider text-red-100">Pozdravljeni, {name}</p>
        <h1 className="mt-2 text-2xl font-bold tracking-tight sm:text-3xl">Dobrodošli na platformi za varnost</h1>
        <p className="mt-3 max-w-2xl text-red-50">
          Skupaj skrbimo, da je pomoč vedno blizu. Poiščite najbližji defibrilator (AED) in pomagajte rešiti življenje.
        </p>
      </div>
    </section>
  );
}
