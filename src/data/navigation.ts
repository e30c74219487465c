/**
 * Links of the 'Solutions' mega menu that are not industries (SPEC §2 "Header and footer").
 * Targets are the canonical use-case URLs (/use-cases/{slug}); industries come from ./industries.
 */
import {translate} from '@docusaurus/Translate';
import {pathForUseCase, type UseCaseId} from '@site/src/config/ids';

export type SolutionByFunction = {
  id: UseCaseId;
  title: string;
  subtitle: string;
  href: string;
};

export const solutionsByFunction: readonly SolutionByFunction[] = [
  {
    id: 'customer-support',
    title: translate({id: 'nav.megaMenu.function.customerSupport.title', message: 'Customer Support Automation'}),
    subtitle: translate({
      id: 'nav.megaMenu.function.customerSupport.subtitle',
      message: 'Resolve common questions instantly, 24/7',
    }),
    href: pathForUseCase('customer-support'),
  },
  {
    id: 'documentation',
    title: translate({id: 'nav.megaMenu.function.documentation.title', message: 'Documentation Assistance'}),
    subtitle: translate({
      id: 'nav.megaMenu.function.documentation.subtitle',
      message: 'Answers drawn from your own knowledge base',
    }),
    href: pathForUseCase('documentation'),
  },
  {
    id: 'process-automation',
    title: translate({id: 'nav.megaMenu.function.processAutomation.title', message: 'Process Automation'}),
    subtitle: translate({
      id: 'nav.megaMenu.function.processAutomation.subtitle',
      message: 'Automate repetitive workflows end to end',
    }),
    href: pathForUseCase('process-automation'),
  },
  {
    id: 'scheduling',
    title: translate({id: 'nav.megaMenu.function.scheduling.title', message: 'Scheduling & Booking'}),
    subtitle: translate({
      id: 'nav.megaMenu.function.scheduling.subtitle',
      message: 'Bookings and reminders without the back-and-forth',
    }),
    href: pathForUseCase('scheduling'),
  },
];
