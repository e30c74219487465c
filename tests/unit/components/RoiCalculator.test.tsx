import React from 'react';
import {act, render, screen} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import RoiCalculator from '@site/src/components/RoiCalculator';
import {notifySuccess} from '@site/src/components/Toasts';

jest.mock('@site/src/components/Toasts', () => ({
  notifySuccess: jest.fn(),
  notifyError: jest.fn(),
  notifyWarning: jest.fn(),
}));

const notify = jest.mocked(notifySuccess);

/** Focus moves fire blur handlers that set state, so they run inside act(). */
function focus(element: HTMLElement): void {
  act(() => element.focus());
}

function result(name: string): string {
  return screen.getByRole('status', {name}).textContent ?? '';
}

function controls() {
  return {
    industry: screen.getByRole('combobox', {name: 'Industry'}),
    salary: screen.getByRole('spinbutton', {name: /average annual salary/i}),
    tickets: screen.getByRole('slider', {name: 'Support tickets per day'}),
    resolution: screen.getByRole('slider', {name: 'AI resolution rate'}),
    minutes: screen.getByRole('slider', {name: 'Minutes per inquiry'}),
  };
}

beforeEach(() => notify.mockClear());

describe('RoiCalculator', () => {
  it('starts on technology with the SPEC §9 defaults and results', () => {
    render(<RoiCalculator />);
    const {industry, salary, tickets, resolution, minutes} = controls();
    expect(industry).toHaveValue('technology');
    expect(salary).toHaveValue(65000);
    expect(tickets).toHaveValue('200');
    expect(resolution).toHaveValue('85');
    expect(minutes).toHaveValue('12');
    // 8874 hours, $231,540 savings, 5544.5 % (see tests/unit/lib/roi.test.ts).
    expect(result('Hours reclaimed')).toBe('8,874');
    expect(result('Annual savings')).toBe('$231.5K');
    expect(result('Return on investment')).toBe('5,545%');
    expect(notify).not.toHaveBeenCalled();
  });

  it('labels sliders with their units for screen readers', () => {
    render(<RoiCalculator />);
    const {tickets, resolution, minutes} = controls();
    expect(tickets).toHaveAttribute('aria-valuetext', '200 tickets per day');
    expect(resolution).toHaveAttribute('aria-valuetext', '85 percent resolved by AI');
    expect(minutes).toHaveAttribute('aria-valuetext', '12 minutes per inquiry');
    expect(tickets).toHaveAttribute('min', '10');
    expect(tickets).toHaveAttribute('max', '500');
    expect(tickets).toHaveAttribute('step', '10');
    expect(resolution).toHaveAttribute('step', '5');
    expect(minutes).toHaveAttribute('max', '30');
  });

  it('resets all four inputs to the chosen industry defaults', async () => {
    const user = userEvent.setup();
    render(<RoiCalculator />);
    const {industry, salary, tickets, resolution, minutes} = controls();

    await user.clear(salary);
    await user.type(salary, '99000');
    focus(tickets);
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(tickets).toHaveValue('220');

    await user.selectOptions(industry, 'Healthcare');
    expect(salary).toHaveValue(58000);
    expect(tickets).toHaveValue('120');
    expect(resolution).toHaveValue('70');
    expect(minutes).toHaveValue('10');
    // hours 3654, savings 67147 (tests/unit/lib/roi.test.ts)
    expect(result('Hours reclaimed')).toBe('3,654');
    expect(result('Annual savings')).toBe('$67.1K');
    expect(screen.getByText('Starting values are typical figures for healthcare providers.'))
      .toBeInTheDocument();
  });

  it('treats a non-numeric salary as 0', async () => {
    const user = userEvent.setup();
    render(<RoiCalculator />);
    const {salary} = controls();
    await user.clear(salary);
    await user.type(salary, 'abc');
    expect(result('Annual savings')).toBe('$0');
    expect(result('Return on investment')).toBe('0%');
    // The time saved does not depend on pay.
    expect(result('Hours reclaimed')).toBe('8,874');
    await user.tab();
    expect(salary).toHaveValue(0);
  });

  it('updates results when a slider moves by keyboard', async () => {
    const user = userEvent.setup();
    render(<RoiCalculator />);
    const {minutes, resolution, tickets} = controls();

    focus(minutes);
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(minutes).toHaveValue('10');
    expect(minutes).toHaveAttribute('aria-valuetext', '10 minutes per inquiry');
    // 200 * 10 * 261 / 60 * 0.85 = 7395 hours
    expect(result('Hours reclaimed')).toBe('7,395');

    focus(resolution);
    await user.keyboard('{End}');
    expect(resolution).toHaveValue('90');
    // 200 * 10 * 261 / 60 * 0.90 = 7830 hours
    expect(result('Hours reclaimed')).toBe('7,830');

    focus(tickets);
    await user.keyboard('{Home}');
    expect(tickets).toHaveValue('10');
    await user.keyboard('{ArrowLeft}');
    expect(tickets).toHaveValue('10');
    // 10 * 10 * 261 / 60 * 0.90 = 391.5 hours, shown as 392; savings
    // 391.5 * 31.25 * 0.9 = 11010.9 - 4176 = 6835
    expect(result('Hours reclaimed')).toBe('392');
    expect(result('Annual savings')).toBe('$6,835');
  });

  it('steps an off-grid default onto the slider grid', async () => {
    const user = userEvent.setup();
    render(<RoiCalculator initialIndustry="manufacturing" />);
    const {tickets} = controls();
    expect(tickets).toHaveAttribute('aria-valuetext', '85 tickets per day');
    focus(tickets);
    await user.keyboard('{ArrowRight}');
    expect(tickets).toHaveAttribute('aria-valuetext', '90 tickets per day');
    await user.keyboard('{ArrowLeft}');
    expect(tickets).toHaveAttribute('aria-valuetext', '80 tickets per day');
  });

  it('shows the savings toast once, when savings cross 10,000 from below', async () => {
    const user = userEvent.setup();
    render(<RoiCalculator />);
    const {salary, tickets} = controls();

    await user.clear(salary);
    expect(result('Annual savings')).toBe('$0');
    // Typing 6, 65, 650 stays under the threshold; 6500 gives 19,395; 65000 stays above.
    await user.type(salary, '65000');
    expect(notify).toHaveBeenCalledTimes(1);
    expect(notify).toHaveBeenCalledWith(
      'Impressive Savings!',
      expect.stringContaining('$19.4K'),
    );

    focus(tickets);
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowLeft}');
    expect(notify).toHaveBeenCalledTimes(1);

    // Down and up again is a new crossing.
    await user.clear(salary);
    await user.type(salary, '90000');
    expect(notify).toHaveBeenCalledTimes(2);
  });

  it('announces results once the user pauses, not on every step', async () => {
    jest.useFakeTimers();
    try {
      const user = userEvent.setup({advanceTimers: jest.advanceTimersByTime});
      render(<RoiCalculator />);
      // The one polite region; the result outputs are labelled and have live announcements off.
      const status = screen
        .getAllByRole('status')
        .find((region) => region.getAttribute('aria-live') === 'polite')!;
      expect(status).toBeEmptyDOMElement();

      focus(screen.getByRole('slider', {name: 'Minutes per inquiry'}));
      await user.keyboard('{ArrowLeft}{ArrowLeft}');
      expect(status).toBeEmptyDOMElement();

      act(() => {
        jest.advanceTimersByTime(1000);
      });
      expect(status).toHaveTextContent(
        // 7395 h * 31.25 * 0.85 = 196429.69 - 4176 = 192254; 192254 / 4176 = 4603.8 %
        '7,395 hours reclaimed, $192.3K annual savings, 4,604% return on investment.',
      );
    } finally {
      jest.useRealTimers();
    }
  });
  describe('call to action', () => {
    const cta = () => screen.getByRole('link', {name: 'Get a plan for these savings'});
    const ctaParams = () => {
      const href = cta().getAttribute('href') ?? '';
      expect(href.startsWith('/contact?')).toBe(true);
      return Object.fromEntries(new URLSearchParams(href.slice(href.indexOf('?'))));
    };

    it('carries the current results and industry to the contact form', () => {
      render(<RoiCalculator />);
      expect(ctaParams()).toEqual({
        'roi-savings': '231540',
        'roi-hours': '8874',
        'roi-percent': '5545',
        'roi-industry': 'technology',
      });
    });

    it('follows the inputs as they change', async () => {
      const user = userEvent.setup();
      render(<RoiCalculator />);
      const {industry, minutes} = controls();

      focus(minutes);
      await user.keyboard('{ArrowLeft}{ArrowLeft}');
      expect(ctaParams()).toMatchObject({'roi-hours': '7395', 'roi-industry': 'technology'});

      await user.selectOptions(industry, 'Healthcare');
      expect(ctaParams()).toEqual({
        'roi-savings': '67147',
        'roi-hours': '3654',
        'roi-percent': '1608',
        'roi-industry': 'healthcare',
      });
    });
  });
});
