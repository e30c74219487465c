import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';

/** One sidebar, in the order a new integrator reads it (SPEC §2 "Documentation"). */
const sidebars = {
  docs: [
    'index',
    'getting-started',
    'integration',
    'security',
    'industry-guides',
    'best-practices',
    'api-reference',
  ],
} satisfies SidebarsConfig;

export default sidebars;
