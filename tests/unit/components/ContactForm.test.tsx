import React from 'react';
import {act, render, screen} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ContactSection from '@site/src/components/Company/ContactSection';
import {leadSchema} from '@site/src/lib/forms/schemas';
import {history} from '../doubles/router';

jest.mock('@site/src/components/Toasts', () => ({
  notifySuccess: jest.fn(),
  notifyError: jest.fn(),
  notifyWarning: jest.fn(),
}));

beforeEach(() => {
  jest.clearAllMocks();
});

afterEach(() => {
  jest.useRealTimers();
});

describe('contact page form', () => {
  it('sends a complete, valid lead to the lead endpoint and goes on to the thank-you page', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({advanceTimers: (ms) => jest.advanceTimersByTime(ms)});
    const calls: {url: string; body: Record<string, unknown>}[] = [];
    const fetchImpl = jest.fn(async (url: string, init: RequestInit) => {
      calls.push({url, body: JSON.parse(String(init.body))});
      return {ok: true, status: 200, json: async () => ({ok: true})} as Response;
    }) as unknown as typeof fetch;
    render(<ContactSection fetchImpl={fetchImpl} />);

    await user.type(screen.getByRole('textbox', {name: 'First Name'}), 'Grace');
    await user.type(screen.getByRole('textbox', {name: 'Last Name'}), 'Hopper');
    await user.type(screen.getByRole('textbox', {name: 'Business Email'}), 'grace@example.com');
    await user.type(screen.getByRole('textbox', {name: 'Phone'}), '555-123-4567');
    await user.type(screen.getByRole('textbox', {name: 'Position'}), 'Rear Admiral');
    await user.type(screen.getByRole('textbox', {name: 'Company Name'}), 'Navy');
    await user.selectOptions(screen.getByRole('combobox', {name: 'Company Size'}), '1000+');
    await user.click(screen.getByRole('button', {name: 'Continue'}));
    await user.click(screen.getByRole('checkbox', {name: 'Customer Service Automation'}));
    await user.click(screen.getByRole('radio', {name: 'Have a specific problem to solve'}));

    await user.click(screen.getByRole('button', {name: 'Submit'}));

    expect(calls).toHaveLength(1);
    expect(calls[0].url).toBe('/functions/v1/send-notification');
    const {website, ...lead} = calls[0].body;
    expect(website).toBe('');
    expect(leadSchema.safeParse(lead).success).toBe(true);
    expect(lead).toMatchObject({
      email: 'grace@example.com',
      companySize: '1000+',
      interests: ['Customer Service Automation'],
      aiUseCase: 'Have a specific problem to solve',
    });

    await act(async () => {
      jest.advanceTimersByTime(1500);
    });
    expect(history.push).toHaveBeenCalledWith('/thank-you');
  });

  it('offers the other channels from the site configuration beside the form', () => {
    render(<ContactSection />);
    expect(screen.getByRole('heading', {level: 2, name: 'Send us a message'})).toBeInTheDocument();
    expect(screen.getByRole('region', {name: 'Other ways to reach us'})).toBeInTheDocument();
  });
});
