import type { UseQueryResult } from '@tanstack/react-query';
import { Link } from 'react-router';
import { AlertBanner } from '../../../components/alert-banner';
import { buttonClass } from '../../../components/button-styles';
import { Spinner } from '../../../components/spinner';
import { isNotFound } from './api/get-helpservice';

interface Props {
  query: UseQueryResult<unknown>;
  loading: string;
  /** 'Service not found' / 'Option not found' (001 §8). */
  notFound: string;
  /** 'Failed to load service data. Please try again.' */
  failed: string;
  back: { to: string; label: string };
}

/**
 * Loading, missing and failed states of a record page; null once the record is there. A failure
 * offers 'Try Again' and the way back (001 §4: error with retry, missing records their own view).
 */
export function RecordLoadState({ query, loading, notFound, failed, back }: Props) {
  if (query.isPending) return <Spinner label={loading} />;
  if (!query.isError) return null;
  const missing = isNotFound(query.error);
  return (
    <div className="space-y-4">
      <AlertBanner>{missing ? notFound : failed}</AlertBanner>
      <div className="flex flex-wrap gap-3">
        {!missing && (
          <button type="button" className={buttonClass('secondary')} onClick={() => void query.refetch()}>
            Try Again
          </button>
        )}
        <Link to={back.to} className={buttonClass('secondary')}>
          {back.label}
        </Link>
      </div>
    </div>
  );
}
