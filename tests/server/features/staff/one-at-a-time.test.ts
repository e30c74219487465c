import {oneAtATime} from '../../../../server/features/staff/one-at-a-time';

const later = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('oneAtATime', () => {
  test('tasks with one key run in turn, in arrival order', async () => {
    const events: string[] = [];
    const task = (name: string, ms: number) => async () => {
      events.push(`start ${name}`);
      await later(ms);
      events.push(`end ${name}`);
      return name;
    };
    const results = await Promise.all([oneAtATime('a', task('1', 20)), oneAtATime('a', task('2', 5)), oneAtATime('a', task('3', 1))]);
    expect(results).toEqual(['1', '2', '3']);
    expect(events).toEqual(['start 1', 'end 1', 'start 2', 'end 2', 'start 3', 'end 3']);
  });

  test('different keys do not wait for each other', async () => {
    const events: string[] = [];
    await Promise.all([
      oneAtATime('slow', async () => {
        await later(30);
        events.push('slow');
      }),
      oneAtATime('fast', async () => {
        events.push('fast');
      }),
    ]);
    expect(events).toEqual(['fast', 'slow']);
  });

  test('a task that fails rejects its own caller and lets the next one run', async () => {
    const failing = oneAtATime('k', async () => {
      throw new Error('boom');
    });
    const next = oneAtATime('k', async () => 'ran');
    await expect(failing).rejects.toThrow('boom');
    await expect(next).resolves.toBe('ran');
  });
});
