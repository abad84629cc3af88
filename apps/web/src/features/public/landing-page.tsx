import { Link } from 'react-router';
import { buttonClass } from '../../components/button-styles';
import { BuildingIcon, HeartPulseIcon, MapIcon, PhoneIcon } from '../../components/icons';
import { useDocumentTitle } from '../../components/use-document-title';

const FEATURES = [
  { icon: MapIcon, title: 'Every AED on one map', text: 'Defibrillators across Slovenia, with address, access hours and directions.' },
  { icon: PhoneIcon, title: 'Your emergency contacts', text: 'Keep the people to notify in an emergency (ICE contacts) with your account.' },
  { icon: BuildingIcon, title: 'Help centers', text: 'Find validated help centers near you, with phone numbers and addresses.' },
];

/** The visitor's first screen (000 §1): an invitation to log in for the map, or to sign up. */
export function LandingPage() {
  useDocumentTitle('Find a defibrillator');
  return (
    <>
      <section className="border-b border-red-100 bg-gradient-to-b from-red-50 to-white">
        <div className="mx-auto max-w-6xl px-4 py-16 sm:py-24">
          <p className="inline-flex items-center gap-2 rounded-full bg-white px-3 py-1 text-sm font-semibold text-red-800 ring-1 ring-red-200">
            <HeartPulseIcon className="h-4 w-4" /> Public-access defibrillators
          </p>
          <h1 className="mt-5 max-w-3xl text-4xl font-extrabold tracking-tight text-slate-900 sm:text-5xl">
            Find the nearest AED. <span className="text-red-700">Every second counts.</span>
          </h1>
          <p className="mt-5 max-w-2xl text-lg text-slate-700">
            AED Atlas shows where automated external defibrillators are, so anyone can reach one fast when a heart
            stops. Log in to access the AED map, or create a free account to keep your emergency contacts.
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Link to="/login" className={buttonClass('primary', 'px-6 py-3 text-base')}>
              Login to Access AED Map
            </Link>
            <Link to="/register" className={buttonClass('secondary', 'px-6 py-3 text-base')}>
              Create Account
            </Link>
          </div>
          <p className="mt-6 text-sm text-slate-600">
            In an emergency, call <strong className="text-slate-900">112</strong> first.
          </p>
        </div>
      </section>
      <section aria-labelledby="features-heading" className="mx-auto w-full max-w-6xl px-4 py-14">
        <h2 id="features-heading" className="sr-only">
          What AED Atlas offers
        </h2>
        <ul className="grid gap-6 sm:grid-cols-3">
          {FEATURES.map(({ icon: Icon, title, text }) => (
            <li key={title} className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
              <span className="flex h-10 w-10 items-center justify-center rounded-lg bg-red-50 text-red-700">
                <Icon className="h-6 w-6" />
              </span>
              <h3 className="mt-4 font-semibold text-slate-900">{title}</h3>
              <p className="mt-1 text-sm text-slate-600">{text}</p>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
