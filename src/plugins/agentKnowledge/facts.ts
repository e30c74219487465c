/**
 * The figures the site keeps as typed data, as facts the agent answers from in a sentence written
 * for the question (issue 19 §3): plans and add-ons (src/data), the client libraries and the
 * contact details (src/config/site.ts). Each fact's sentences are in the locale's words and number
 * format, and it points at the section that shows it, so the answer cites that section.
 */
import type {AddOn} from '../../data/addOns';
import type {Plan} from '../../data/plans';
import type {FactAttribute, KnowledgeFact} from '../../lib/knowledge/types';
import type {WriterContext} from './pages/types';

type PricingLib = {formatUsd: (amount: number, locale: string) => string; formatCount: (value: number, locale: string) => string};
type SiteModule = typeof import('../../config/site');
type LibrariesModule = typeof import('../../components/Docs/ClientLibraries/libraries');
type ClientLibrary = LibrariesModule['clientLibraries'][number];
type Statements = Partial<Record<FactAttribute, string>>;

/** The locale's way of writing dollars and counts ("$5,388" / "5388 US$"). */
function numberWriters({load}: WriterContext) {
  const {formatUsd, formatCount} = load<PricingLib>('@site/src/lib/pricing');
  const {numberLocale} = load<{numberLocale: string}>('@site/src/data/numberLocale');
  return {usd: (amount: number) => formatUsd(amount, numberLocale), count: (value: number) => formatCount(value, numberLocale)};
}

/** A plan's figures as sentences that name it ("Business costs $449 per month ($5,388 billed annually)."). */
export function planStatements(context: WriterContext, plan: Plan): Statements {
  const {translate: t} = context;
  const {usd, count} = numberWriters(context);
  const name = plan.title;
  const statements: Statements = {
    price:
      plan.price === null
        ? t({id: 'knowledge.pricing.plan.byQuote', message: '{plan} is priced by quote ({subtext}).'}, {plan: name, subtext: plan.priceSubtext})
        : t({id: 'knowledge.pricing.plan.price', message: '{plan} costs {amount} per month ({subtext}).'}, {plan: name, amount: usd(plan.price), subtext: plan.priceSubtext}),
  };
  if (plan.seatPrice !== null) {
    statements.seat = t({id: 'knowledge.pricing.plan.seat', message: 'Each extra seat on {plan} costs {amount} per month.'}, {plan: name, amount: usd(plan.seatPrice)});
  }
  if (plan.includedUsers !== null) {
    statements.users =
      plan.includedUsers === 1
        ? t({id: 'knowledge.pricing.plan.oneUser', message: '{plan} includes 1 user.'}, {plan: name})
        : t({id: 'knowledge.pricing.plan.users', message: '{plan} includes {count} users.'}, {plan: name, count: String(plan.includedUsers)});
  }
  if (plan.knowledgeStorageTb !== null) {
    statements.storage = t(
      {id: 'knowledge.pricing.plan.storage', message: '{plan} includes {count} TB of knowledge storage.'},
      {plan: name, count: String(plan.knowledgeStorageTb)},
    );
  }
  if (plan.interactionsPerDay !== null) {
    statements.interactions = t(
      {id: 'knowledge.pricing.plan.interactions', message: '{plan} allows up to {count} AI interactions per day.'},
      {plan: name, count: count(plan.interactionsPerDay)},
    );
  }
  return statements;
}

/** An add-on's price in a sentence that names it ("The CRM add-on costs $19 per month."). */
export function addOnPriceStatement(context: WriterContext, addOn: AddOn): string {
  const {translate: t} = context;
  const {usd} = numberWriters(context);
  const price =
    addOn.unit === 'month'
      ? t({id: 'knowledge.pricing.perMonth', message: '{amount} per month'}, {amount: usd(addOn.price)})
      : t({id: 'knowledge.pricing.perSeatMonth', message: '{amount} per seat per month'}, {amount: usd(addOn.price)});
  return t({id: 'knowledge.pricing.addOn.price', message: 'The {name} add-on costs {price}.'}, {name: addOn.name, price});
}

function libraryFact({translate: t, localePath}: WriterContext, library: ClientLibrary): KnowledgeFact {
  const values = {language: library.language, version: library.version, runtime: library.runtime, install: library.install};
  return {
    kind: 'library',
    name: library.language,
    url: localePath('/documentation/api-reference#client_libraries'),
    statements: {
      version: t({id: 'knowledge.facts.library.version', message: 'The {language} client library is at version {version}.'}, values),
      runtime: t({id: 'knowledge.facts.library.runtime', message: 'The {language} client library needs {runtime}.'}, values),
      install: t({id: 'knowledge.facts.library.install', message: 'Install the {language} client library with {install}.'}, values),
    },
  };
}

/** Sales, customer support and the office: each channel's details, as the contact page lists them. */
function contactFacts({translate: t, load, localePath}: WriterContext): KnowledgeFact[] {
  const {company, contact} = load<SiteModule>('@site/src/config/site');
  const {street, locality, region, postalCode, country} = contact.postalAddress;
  const channels: [name: string, statements: Statements][] = [
    [
      t({id: 'company.contact.channels.sales', message: 'Sales'}),
      {
        email: t({id: 'knowledge.facts.contact.salesEmail', message: 'Write to our sales team at {email}.'}, {email: contact.salesEmail}),
        phone: t({id: 'knowledge.facts.contact.salesPhone', message: 'Call our sales team at {phone}.'}, {phone: contact.salesPhone.display}),
      },
    ],
    [
      t({id: 'company.contact.channels.support', message: 'Customer support'}),
      {
        email: t({id: 'knowledge.facts.contact.supportEmail', message: 'Write to customer support at {email}.'}, {email: contact.supportEmail}),
        phone: t({id: 'knowledge.facts.contact.supportPhone', message: 'Call customer support at {phone}.'}, {phone: contact.phone.display}),
      },
    ],
    [
      t({id: 'company.contact.channels.office', message: 'Office'}),
      {
        address: t(
          {id: 'knowledge.facts.contact.office', message: 'Our office is {company}, {address}.'},
          {company: company.legalName, address: `${street}, ${locality}, ${region} ${postalCode}, ${country}`},
        ),
      },
    ],
  ];
  const url = localePath('/contact#contact-channels-title');
  return channels.map(([name, statements]) => ({kind: 'contact', name, url, statements}));
}

/** Every fact of one locale's build, for its agent/passages.json. */
export function knowledgeFacts(context: WriterContext): KnowledgeFact[] {
  const {load, localePath} = context;
  const {planList} = load<{planList: readonly Plan[]}>('@site/src/data/plans');
  const {addOns} = load<{addOns: readonly AddOn[]}>('@site/src/data/addOns');
  const {clientLibraries} = load<LibrariesModule>('@site/src/components/Docs/ClientLibraries/libraries');
  return [
    ...planList.map((plan): KnowledgeFact => ({kind: 'plan', name: plan.title, url: localePath(`/pricing#${plan.id}`), statements: planStatements(context, plan)})),
    ...addOns.map(
      (addOn): KnowledgeFact => ({kind: 'addOn', name: addOn.name, url: localePath(`/pricing#add-on-${addOn.id}`), statements: {price: addOnPriceStatement(context, addOn)}}),
    ),
    ...clientLibraries.map((library) => libraryFact(context, library)),
    ...contactFacts(context),
  ];
}
