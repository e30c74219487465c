/**
 * A body of each public form that passes every rule, with its own e-mail address (and, where the
 * form has one, submission key) per call, so tests sharing one server find their own rows.
 */
import {whitePaperFile} from '../../../../src/lib/forms/whitePaper';
import {validLead} from '../../helper';

let counter = 0;
const next = () => (counter += 1);

export {validLead};

export function whitePaperDownloadBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const n = next();
  return {
    filePath: whitePaperFile,
    email: `grace${n}@example.com`,
    userName: 'Grace Hopper',
    companyName: 'Compilers Inc',
    companySize: '51-200',
    subscribe: false,
    csrfToken: `download-${n}-abcdef`,
    ...overrides,
  };
}

export function whitePaperRequestBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const n = next();
  return {
    firstName: 'Katherine',
    lastName: 'Johnson',
    title: 'Head of Support',
    companyName: 'Orbital Mechanics',
    email: `katherine${n}@example.com`,
    phone: '555-987-6543',
    companySize: '11-50',
    heardAboutUs: ['Search engine', 'A colleague'],
    subscribe: false,
    csrfToken: `request-${n}-abcdef`,
    ...overrides,
  };
}

export function partnerBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const n = next();
  return {
    firstName: 'Alan',
    lastName: 'Turing',
    companyName: 'Bletchley Consulting',
    email: `alan${n}@example.com`,
    phone: '(555) 321-7654',
    website: 'https://bletchley.example.com',
    partnerType: 'technology',
    message: 'We integrate support tools for mid-size retailers and would resell your agents.',
    csrfToken: `partner-${n}-abcdef`,
    ...overrides,
  };
}

export function newsletterBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {email: `reader${next()}@example.com`, ...overrides};
}
