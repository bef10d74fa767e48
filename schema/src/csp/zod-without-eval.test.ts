import { expect, it } from 'vitest';

it('makes zod build its schemas without eval', async () => {
  await import('./zod-without-eval.js');
  const { z } = await import('zod');
  expect(z.config().jitless).toBe(true);
  // A schema built now parses without ever calling the Function constructor.
  const original = globalThis.Function;
  const calls: unknown[] = [];
  globalThis.Function = new Proxy(original, {
    construct: (target, args: string[]) => {
      calls.push(args);
      return Reflect.construct(target, args) as object;
    },
  });
  try {
    expect(z.object({ name: z.string() }).parse({ name: 'Ann' })).toEqual({ name: 'Ann' });
  } finally {
    globalThis.Function = original;
  }
  expect(calls).toEqual([]);
});
