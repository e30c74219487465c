import {translate} from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useCallback} from 'react';
import type {AddOn} from '@site/src/data/addOns';
import {formatUsd} from '@site/src/lib/pricing';

/** Counts in the reader's locale ("1,000" in English, "1000" in Spanish). */
export function useFormatCount(): (value: number) => string {
  const {i18n} = useDocusaurusContext();
  const tag = i18n.localeConfigs[i18n.currentLocale]?.htmlLang ?? i18n.currentLocale;
  return useCallback((value: number) => new Intl.NumberFormat(tag).format(value), [tag]);
}

/** "$49 per seat/month" (SPEC §9 wording). */
export function perSeatMonth(amount: number): string {
  return translate(
    {id: 'pricing.price.perSeatMonth', message: '{price} per seat/month', description: 'e.g. "$49 per seat/month"'},
    {price: formatUsd(amount)},
  );
}

/** "$19/month" (SPEC §9 wording). */
export function perMonth(amount: number): string {
  return translate(
    {id: 'pricing.price.perMonth', message: '{price}/month', description: 'e.g. "$19/month"'},
    {price: formatUsd(amount)},
  );
}

export function addOnPrice(addOn: AddOn): string {
  return addOn.unit === 'seatMonth' ? perSeatMonth(addOn.price) : perMonth(addOn.price);
}
