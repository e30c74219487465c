import type {ReactNode} from 'react';
import Newsletter from '@site/src/components/Newsletter';

/** The footer's newsletter signup, placed by Footer/Layout under the contact block. */
export default function FooterNewsletterSlot(): ReactNode {
  return <Newsletter />;
}
