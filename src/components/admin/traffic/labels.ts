/** Translated names of what the Traffic report counts: forms, devices, locales. */
import {translate} from '@docusaurus/Translate';
import type {ConversionGoalId} from '@site/src/lib/traffic/conversions';

export function goalLabel(goal: ConversionGoalId): string {
  switch (goal) {
    case 'lead':
      return translate({id: 'admin.traffic.goal.lead', message: 'Lead form'});
    case 'whitePaperDownload':
      return translate({id: 'admin.traffic.goal.whitePaperDownload', message: 'White paper download'});
    case 'whitePaperRequest':
      return translate({id: 'admin.traffic.goal.whitePaperRequest', message: 'White paper request'});
    case 'partner':
      return translate({id: 'admin.traffic.goal.partner', message: 'Partner application'});
    case 'newsletter':
      return translate({id: 'admin.traffic.goal.newsletter', message: 'Newsletter'});
  }
}

export function deviceLabel(bucket: string): string {
  switch (bucket) {
    case 'mobile':
      return translate({id: 'admin.traffic.device.mobile', message: 'Mobile'});
    case 'tablet':
      return translate({id: 'admin.traffic.device.tablet', message: 'Tablet'});
    case 'desktop':
      return translate({id: 'admin.traffic.device.desktop', message: 'Desktop'});
    default:
      return bucket;
  }
}

export function localeLabel(locale: string): string {
  switch (locale) {
    case 'en':
      return translate({id: 'admin.traffic.locale.en', message: 'English'});
    case 'es':
      return translate({id: 'admin.traffic.locale.es', message: 'Spanish'});
    default:
      return locale;
  }
}
