import { Link, useSearchParams } from 'react-router';
import { buttonClass } from '../../../../components/button-styles';
import { aedSortFields } from '../aed-columns';

/**
 * 'Print QR Labels' of the AED list as it is on screen: its search, order and filters (read from
 * the list's address: q, sort, order, confirmedBefore, lastModifiedFrom, health) go to the labels page.
 */
export function PrintLabelsLink() {
  const [params] = useSearchParams();
  const query = new URLSearchParams();
  const search = params.get('q')?.trim();
  if (search) query.set('search', search);
  const sort = params.get('sort');
  if (sort && sort !== 'none' && aedSortFields[sort]) {
    query.set('sortBy', aedSortFields[sort]);
    query.set('sortOrder', params.get('order') === 'desc' ? 'desc' : 'asc');
  }
  for (const filter of ['confirmedBefore', 'lastModifiedFrom', 'health']) {
    const value = params.get(filter);
    if (value) query.set(filter, value);
  }
  const address = query.size ? `/admin/aeds/labels?${query}` : '/admin/aeds/labels';
  return (
    <Link to={address} className={buttonClass('secondary')}>
      Print QR Labels
    </Link>
  );
}
