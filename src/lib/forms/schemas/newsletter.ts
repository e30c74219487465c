/**
 * SPEC §3 "Newsletter subscription": the e-mail trimmed and lowercased, names and company with
 * special characters stripped; §5/§8: a bad e-mail is refused with the newsletter's own text.
 */
import type {z} from 'zod';
import {isValidEmail} from '../common';
import {stripSpecialCharacters} from '../newsletter';
import {checkedText, formObject, text} from './fields';

const name = () => text({normalize: stripSpecialCharacters});

export const newsletterSchema = formObject({
  email: checkedText(isValidEmail, 'newsletterEmail', {
    required: true,
    requiredCode: 'newsletterEmail',
    tooLongCode: 'newsletterEmail',
    // SPEC §3: trimmed and lowercased, nothing else: markup in an address makes it invalid.
    stripMarkup: false,
    normalize: (value) => value.toLowerCase(),
  }),
  firstName: name(),
  lastName: name(),
  companyName: name(),
});

export type NewsletterSubscription = z.output<typeof newsletterSchema>;
