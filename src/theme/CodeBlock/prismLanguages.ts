/**
 * Registers docusaurus.config.ts's `prism.additionalLanguages` on prism-react-renderer's Prism,
 * as theme-classic's client module would. Imported by src/theme/CodeBlock/Highlighted, so it
 * runs before the first code block highlights (see src/plugins/prismOnDemand).
 */
import {Prism} from 'prism-react-renderer';
import prismIncludeLanguages from '@theme/prism-include-languages';

prismIncludeLanguages(Prism);
