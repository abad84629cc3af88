import { STORE_CURRENCY_LABELS, STORE_ITEM_DEFAULTS, formatPrice, type StoreCurrency, type StoreItem } from '@aedatlas/contracts';
import type { FormValues } from '../../admin/resource/resource-types';

/** A price with two decimals and its currency: '19.90 EUR'. */
export const formatMoney = (price: number, currency: StoreCurrency) => `${formatPrice(price)} ${STORE_CURRENCY_LABELS[currency]}`;

/** A new item's form (002 §9): language sl, currency eur, 0 discount points, 0 stock, not available. */
export const STORE_ITEM_FORM_DEFAULTS: FormValues = {
  name: '',
  shortDescription: '',
  description: '',
  basePrice: '',
  discountedPrice: '',
  currency: STORE_ITEM_DEFAULTS.currency,
  language: STORE_ITEM_DEFAULTS.language,
  discountPointsRequirement: String(STORE_ITEM_DEFAULTS.discountPointsRequirement),
  stock: String(STORE_ITEM_DEFAULTS.stock),
  available: STORE_ITEM_DEFAULTS.available,
  image: '',
};

/** An item as the form's inputs hold it; prices with their two decimals. */
export const storeItemToValues = (i: StoreItem): FormValues => ({
  name: i.name,
  shortDescription: i.shortDescription,
  description: i.description,
  basePrice: formatPrice(i.basePrice),
  discountedPrice: formatPrice(i.discountedPrice),
  currency: i.currency,
  language: i.language,
  discountPointsRequirement: String(i.discountPointsRequirement),
  stock: String(i.stock),
  available: i.available,
  image: i.image ?? '',
});
