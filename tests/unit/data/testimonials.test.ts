import {limits} from '@site/src/config/site';
import {testimonials, type Testimonial} from '@site/src/data/testimonials';

function problemsOf(item: Testimonial): string[] {
  const problems: string[] = [];
  const where = `testimonials entry "${item.id}"`;
  const expectedInitials = item.name
    .split(/\s+/)
    .map((part) => part[0]!.toUpperCase())
    .join('');
  if (item.initials !== expectedInitials) {
    problems.push(`${where}: initials "${item.initials}" should be "${expectedInitials}" for ${item.name}.`);
  }
  if (!/^\d{4}-\d{2}-\d{2}$/.test(item.date) || Number.isNaN(Date.parse(item.date))) {
    problems.push(`${where}: date "${item.date}" must be a real date written YYYY-MM-DD.`);
  }
  if (!Number.isInteger(item.rating) || item.rating < 1 || item.rating > limits.ratingScale) {
    problems.push(`${where}: rating must be a whole number from 1 to ${limits.ratingScale}.`);
  }
  if (item.testimonial.trim().length < 40) {
    problems.push(`${where}: the quote is missing or too short to be a testimonial.`);
  }
  return problems;
}

describe('testimonials', () => {
  it('has the three testimonials of SPEC §1 with unique ids', () => {
    expect(testimonials).toHaveLength(3);
    expect(new Set(testimonials.map((item) => item.id)).size).toBe(3);
  });

  it.each(testimonials.map((item) => [item.id, item] as const))('%s is complete', (_id, item) => {
    expect(problemsOf(item)).toEqual([]);
  });
});
