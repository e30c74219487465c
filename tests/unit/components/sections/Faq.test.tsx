import React from 'react';
import {render, screen, waitFor} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Faq from '@site/src/components/sections/Faq';
import {partnerFaqs} from '@site/src/data/partnerFaqs';

function setup() {
  const user = userEvent.setup();
  render(<Faq id="partner-faq" title="Frequently Asked Questions" items={partnerFaqs} />);
  // Each question is the <summary> of a native <details>; its heading gives it its name.
  const questions = partnerFaqs.map(
    (item) => screen.getByRole('heading', {level: 3, name: item.question}).closest('summary')!,
  );
  const itemOf = (index: number) => questions[index]!.closest('details')!;
  const answerOf = (index: number) => screen.getByText(partnerFaqs[index]!.answer);
  return {user, questions, itemOf, answerOf};
}

describe('Faq section (the partner FAQ of SPEC §2/§4)', () => {
  it('starts with every answer closed but present in the page for crawlers', () => {
    const {questions, itemOf, answerOf} = setup();
    expect(questions).toHaveLength(6);
    questions.forEach((question, index) => {
      expect(itemOf(index)).not.toHaveAttribute('open');
      expect(itemOf(index)).toHaveAttribute('id', expect.stringMatching(/^partner-faq-/));
      // One exclusive group per section: the browser keeps one answer open, even before hydration.
      expect(itemOf(index)).toHaveAttribute('name', 'partner-faq');
      expect(answerOf(index)).not.toBeVisible();
      expect(itemOf(index)).toContainElement(answerOf(index));
    });
  });

  it('keeps at most one answer open', async () => {
    const {user, questions, itemOf, answerOf} = setup();
    await user.click(questions[0]!);
    expect(itemOf(0)).toHaveAttribute('open');
    expect(answerOf(0)).toBeVisible();

    await user.click(questions[3]!);
    expect(itemOf(3)).toHaveAttribute('open');
    expect(answerOf(3)).toBeVisible();
    await waitFor(() => expect(itemOf(0)).not.toHaveAttribute('open'));
    expect(answerOf(0)).not.toBeVisible();
  });

  it('closes the open answer when its question is pressed again', async () => {
    const {user, questions, itemOf, answerOf} = setup();
    await user.click(questions[2]!);
    await user.click(questions[2]!);
    expect(itemOf(2)).not.toHaveAttribute('open');
    expect(answerOf(2)).not.toBeVisible();
    expect(screen.getAllByRole('group').filter((details) => details.hasAttribute('open'))).toEqual([]);
  });

  // Enter and Space on a <summary> are the browser's own; tests/e2e/accordion.spec.ts presses them.
  it('is operable from the keyboard: arrows, Home and End move between questions', async () => {
    const {user, questions} = setup();
    questions[0]!.focus();
    await user.keyboard('{ArrowDown}');
    expect(questions[1]).toHaveFocus();
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
