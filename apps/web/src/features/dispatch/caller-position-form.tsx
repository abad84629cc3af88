import { dispatchNearestQuerySchema } from '@aedatlas/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../components/button-styles';
import { TextField } from '../../components/form-fields';
import type { CallerPosition } from './api/get-dispatch-nearest';

const positionSchema = dispatchNearestQuerySchema.pick({ lat: true, lon: true });
// "46.0569, 14.5058" as a phone's location share or a map gives it, pasted into the first field.
const PAIR = /^\s*(-?\d+(?:\.\d+)?)\s*[,;\s]\s*(-?\d+(?:\.\d+)?)\s*$/;

/** Where the caller is, as latitude and longitude; checked with the call's own schema before it is asked. */
export function CallerPositionForm({ onFind }: { onFind: (position: CallerPosition) => void }) {
  const { t } = useTranslation('dispatch');
  const [lat, setLat] = useState('');
  const [lon, setLon] = useState('');
  const [errors, setErrors] = useState<{ lat?: string; lon?: string }>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const pair = lon.trim() === '' ? PAIR.exec(lat) : null;
    const values = pair ? { lat: pair[1]!, lon: pair[2]! } : { lat: lat.trim(), lon: lon.trim() };
    if (pair) {
      setLat(values.lat);
      setLon(values.lon);
    }
    const parsed = positionSchema.safeParse(values);
    if (!parsed.success) {
      const wrong = new Set(parsed.error.issues.map((issue) => issue.path[0]));
      setErrors({ lat: wrong.has('lat') ? t('form.latitudeInvalid') : undefined, lon: wrong.has('lon') ? t('form.longitudeInvalid') : undefined });
      return;
    }
    setErrors({});
    onFind({ lat: parsed.data.lat, lon: parsed.data.lon });
  };

  return (
    <form onSubmit={submit} noValidate aria-label={t('form.label')} className="grid grid-cols-1 items-start gap-4 rounded-xl border border-slate-200 bg-white p-4 sm:grid-cols-[1fr_1fr_auto]">
      <TextField label={t('form.latitude')} hint={t('form.latitudeHint')} error={errors.lat} value={lat} onChange={(e) => setLat(e.target.value)} inputMode="decimal" autoComplete="off" maxLength={40} className="text-lg" />
      <TextField label={t('form.longitude')} hint={t('form.longitudeHint')} error={errors.lon} value={lon} onChange={(e) => setLon(e.target.value)} inputMode="decimal" autoComplete="off" maxLength={40} className="text-lg" />
      <button type="submit" className={buttonClass('primary', 'text-lg sm:mt-7')}>
        {t('form.submit')}
      </button>
    </form>
  );
}
