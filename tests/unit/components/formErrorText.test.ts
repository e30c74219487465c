import {answerText} from '@site/src/components/forms';

describe('what a visitor reads when a form is refused', () => {
  const fallback = () => 'Failed to submit form';
  test.each([
    ['email', 'Please enter a valid email address'],
    ['rateLimited', 'Too many submissions from your connection. Please wait a minute and try again.'],
    ['crossSiteRequest', 'This form can only be sent from our own website. Please open the page there and try again.'],
    ['internalError', 'Failed to submit form'],
    [undefined, 'Failed to submit form'],
    ['toString', 'Failed to submit form'],
  ])('code %s reads %j', (code, text) => {
    expect(answerText(code, fallback)).toBe(text);
  });
});
