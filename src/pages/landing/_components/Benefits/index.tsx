import React from 'react';
import Translate, {translate} from '@docusaurus/Translate';
import CardGrid, {type Card} from '@site/src/components/sections/CardGrid';
import Section from '@site/src/components/sections/Section';
import {figureData} from '@site/src/config/site';
import {localFigure} from '@site/src/data/siteFigures';

/** SPEC §1 benefit blocks: Work Faster, Save Money (30% cost saving), Happy Customers. */
export default function Benefits(): React.JSX.Element {
  const benefits: Card[] = [
    {
      id: 'faster',
      icon: 'bolt',
      title: translate({id: 'landing.benefits.faster.title', message: 'Work Faster'}),
      description: (
        <Translate id="landing.benefits.faster.description">
          AI agents answer questions, book appointments and handle routine tasks in seconds, so
          your team can focus on the work that needs a person.
        </Translate>
      ),
    },
    {
      id: 'money',
      icon: 'money',
      title: translate({id: 'landing.benefits.money.title', message: 'Save Money'}),
      highlight: localFigure(figureData.costSaving),
      description: (
        <Translate id="landing.benefits.money.description" values={{percent: localFigure(figureData.costSaving)}}>
          {
            'Cut your costs by {percent}: AI agents take on the repetitive work instead of extra hires for every busy season.'
          }
        </Translate>
      ),
    },
    {
      id: 'customers',
      icon: 'smile',
      title: translate({id: 'landing.benefits.customers.title', message: 'Happy Customers'}),
      description: (
        <Translate id="landing.benefits.customers.description" values={{count: localFigure(figureData.languages)}}>
          {
            'Customers get accurate answers from your own knowledge base, day or night, in over {count} languages, and reach a person whenever they need one.'
          }
        </Translate>
      ),
    },
  ];
  return (
    <Section
      id="benefits"
      title={<Translate id="landing.benefits.title">Why Businesses Choose AI Agents</Translate>}
      intro={
        <Translate id="landing.benefits.intro">
          A team of AI agents trained on your business, working every hour of every day.
        </Translate>
      }>
      <CardGrid items={benefits} />
    </Section>
  );
}
