import { afterEach, describe, expect, it } from 'vitest';
import { dateFormatOnFirstUse } from './date-format.js';

const RealDateTimeFormat = Intl.DateTimeFormat;
afterEach(() => {
  Intl.DateTimeFormat = RealDateTimeFormat;
});

describe('dateFormatOnFirstUse', () => {
  it('makes the format on its first use, once', () => {
    let made = 0;
    Intl.DateTimeFormat = new Proxy(RealDateTimeFormat, {
      construct: (target, args: ConstructorParameters<typeof Intl.DateTimeFormat>) => {
        made++;
        return new target(...args);
      },
    });
    const format = dateFormatOnFirstUse('en-AU', { timeZone: 'UTC', year: 'numeric' });
    expect(made).toBe(0);
    expect(format().format(new Date(Date.UTC(2025, 6, 4)))).toBe('2025');
    expect(format()).toBe(format());
    expect(made).toBe(1);
  });
});
