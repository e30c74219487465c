/**
 * Types of the marketing content behind the industry and use-case pages (SPEC §3 "Industry",
 * "Use-case content", "FAQ item", "Success story"). Data and types only: no React.
 */
import type {IndustryId} from '@site/src/config/ids';

/** The inline icons the marketing pages can draw (see components/Icon). */
export type IconName =
  | 'assistant'
  | 'bell'
  | 'book'
  | 'bolt'
  | 'box'
  | 'briefcase'
  | 'calendar'
  | 'cart'
  | 'chart'
  | 'chat'
  | 'check'
  | 'clock'
  | 'document'
  | 'gear'
  | 'globe'
  | 'heart'
  | 'language'
  | 'link'
  | 'money'
  | 'phone'
  | 'plug'
  | 'search'
  | 'shield'
  | 'smile'
  | 'users'
  | 'workflow';

/** One card of a list of solutions, steps or benefits (SPEC §3: title, description, icon). */
export type ContentEntry = {
  title: string;
  description: string;
  icon: IconName;
};

/** SPEC §3 "FAQ item". */
export type FaqItem = {
  question: string;
  answer: string;
};

/** A figure shown large with its caption, e.g. '35%' / 'fewer no-shows'. */
export type Highlight = {
  value: string;
  label: string;
};

/** SPEC §3 "Success story", with the quoted person's role so the quote is attributable. */
export type SuccessStory = {
  company: string;
  /** Measured outcomes, one per line. */
  results: readonly string[];
  testimonial: string;
  author: string;
};

/** SPEC §3 Industry.callToAction. A buttonLink is a site path or externalLinks.demoScheduler. */
export type CallToAction = {
  title: string;
  description: string;
  buttonText: string;
  buttonLink: string;
};

/**
 * SPEC §3 Industry.heroImage. Illustrations are 4:3; the page gives the image SPEC §9's fallback
 * size (400 by 300) as width/height and scales it with CSS.
 */
export type HeroImage = {
  /** Path under static/, e.g. '/img/industries/healthcare.svg'. */
  src: string;
  alt: string;
};

/** schema.org type the page's structured data describes (SPEC §2: medical business for healthcare). */
export type SchemaType = 'MedicalBusiness' | 'Service';

/** The tabs of the technology page (SPEC §2: support is the default). */
export type TechnologyTabId = 'support' | 'onboarding' | 'documentation';

export type TechnologyTab = {
  id: TechnologyTabId;
  label: string;
  title: string;
  description: string;
  points: readonly string[];
  highlight: Highlight;
};

/** What the technology page's custom layout adds to the common industry fields. */
export type TechnologyLayout = {
  /** Challenges vs solutions comparison: row i of `challenges` is answered by row i of `solutions`. */
  challenges: readonly ContentEntry[];
  solutions: readonly ContentEntry[];
  tabs: readonly TechnologyTab[];
  successStories: readonly SuccessStory[];
};

/** SPEC §3 "Industry". */
export type IndustryContent = {
  id: IndustryId;
  /** Display name, translated (from src/data/industries.ts). */
  name: string;
  /** Canonical path, '/industry/{id}'. */
  route: string;
  icon: IconName;
  /** One sentence for cards and the hero lead. */
  description: string;
  /** The page's h1. */
  headline?: string;
  overview: string;
  heroImage: HeroImage;
  /** The industry claims of SPEC §2, shown in the hero. */
  highlights: readonly Highlight[];
  aiSolutions: readonly ContentEntry[];
  howItWorks: readonly ContentEntry[];
  keyBenefits: readonly ContentEntry[];
  faqItems: readonly FaqItem[];
  /** Exactly five short use cases. */
  useCases: readonly string[];
  /** Exactly five short benefits. */
  benefits: readonly string[];
  seoTitle: string;
  seoDescription: string;
  /** Comma-separated, one translation id for the whole list. */
  seoKeywords: string;
  schemaType: SchemaType;
  callToAction: CallToAction;
  isAmp?: boolean;
  /** Only technology: its custom layout (SPEC §2). */
  technology?: TechnologyLayout;
};

