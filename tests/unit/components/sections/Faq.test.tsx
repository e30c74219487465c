import React from 'react';
import {render, screen} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Faq from '@site/src/components/sections/Faq';
import {partnerFaqs} from '@site/src/data/partnerFaqs';

function setup() {
  const user = userEvent.setup();
  render(<Faq id="partner-faq" title="Frequently Asked Questions" items={partnerFaqs} />);
  const questions = partnerFaqs.map((item) => screen.getByRole('button', {name: item.question}));
  const answerOf = (index: number) =>
    document.getElementById(questions[index]!.getAttribute('aria-controls') ?? '')!;
  return {user, questions, answerOf};
}

describe('Faq section (the partner FAQ of SPEC §2/§4)', () => {
  it('starts with every answer closed but present in the page for crawlers', () => {
    const {questions, answerOf} = setup();
    expect(questions).toHaveLength(6);
    questions.forEach((question, index) => {
      expect(question).toHaveAttribute('aria-expanded', 'false');
      expect(answerOf(index)).not.toBeVisible();
      expect(answerOf(index)).toHaveAttribute('data-crawler-reveal');
      expect(answerOf(index)).toHaveTextContent(partnerFaqs[index]!.answer);
    });
  });

  it('keeps at most one answer open', async () => {
    const {user, questions, answerOf} = setup();
    await user.click(questions[0]!);
    expect(questions[0]).toHaveAttribute('aria-expanded', 'true');
    expect(answerOf(0)).toBeVisible();

    await user.click(questions[3]!);
    expect(questions[3]).toHaveAttribute('aria-expanded', 'true');
    expect(answerOf(3)).toBeVisible();
    expect(questions[0]).toHaveAttribute('aria-expanded', 'false');
    expect(answerOf(0)).not.toBeVisible();
  });

  it('closes the open answer when its question is pressed again', async () => {
    const {user, questions, answerOf} = setup();
    await user.click(questions[2]!);
    await user.click(questions[2]!);
    expect(questions[2]).toHaveAttribute('aria-expanded', 'false');
    expect(answerOf(2)).not.toBeVisible();
    // The one region left is the FAQ section itself: no answer panel is open.
    expect(screen.getAllByRole('region').map((region) => region.id)).toEqual(['partner-faq']);
  });

  it('is operable from the keyboard: Enter and Space toggle, arrows move between questions', async () => {
    const {user, questions, answerOf} = setup();
    await user.tab();
    expect(questions[0]).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(answerOf(0)).toBeVisible();
    expect(screen.getByRole('region', {name: partnerFaqs[0]!.question})).toBeVisible();

    await user.keyboard('{ArrowDown}');
    expect(questions[1]).toHaveFocus();
    await user.keyboard(' ');
    expect(answerOf(1)).toBeVisible();
    expect(answerOf(0)).not.toBeVisible();

    await user.keyboard('{End}');
    expect(questions[5]).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(questions[0]).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(questions[5]).toHaveFocus();
    await user.keyboard('{Home}');
    expect(questions[0]).toHaveFocus();
  });
});
