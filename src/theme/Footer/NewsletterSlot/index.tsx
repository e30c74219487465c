import type {ReactNode} from 'react';

/**
 * Slot for the footer's newsletter signup, which a later issue delivers: replace this file's
 * body with the form (or render a component from src/components). Footer/Layout already places
 * it under the contact block; rendering nothing leaves no gap.
 */
export default function FooterNewsletterSlot(): ReactNode {
  return null;
}
