import {translate} from '@docusaurus/Translate';
import type {AddOn} from '@site/src/data/addOns';
import {numberLocale} from '@site/src/data/numberLocale';
import {formatCount as formatCountIn, formatUsd} from '@site/src/lib/pricing';

/** Counts in the reader's locale ("1,000" in English, "1000" in Spanish). */
export function formatCount(value: number): string {
  return formatCountIn(value, numberLocale);
}

/** A whole-dollar price as the page's language writes it ("$3,588", "3588 US$"). */
export function formatPrice(amount: number): string {
  return formatUsd(amount, numberLocale);
}

/** "$49 per seat/month" (SPEC §9 wording). */
export function perSeatMonth(amount: number): string {
  return translate(
    {id: 'pricing.price.perSeatMonth', message: '{price} per seat/month', description: 'e.g. "$49 per seat/month"'},
    {price: formatPrice(amount)},
  );
}

/** "$19/month" (SPEC §9 wording). */
export function perMonth(amount: number): string {
  return translate(
    {id: 'pricing.price.perMonth', message: '{price}/month', description: 'e.g. "$19/month"'},
    {price: formatPrice(amount)},
  );
}

export function addOnPrice(addOn: AddOn): string {
  return addOn.unit === 'seatMonth' ? perSeatMonth(addOn.price) : perMonth(addOn.price);
}
