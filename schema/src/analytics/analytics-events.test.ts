import { describe, expect, it } from 'vitest';
import { ANALYTICS_EVENT_IDS, ANALYTICS_EVENTS, isAnalyticsEventId } from './analytics-events.js';

describe('analytics event catalogue', () => {
  it('gives every event its own id', () => {
    expect(new Set(ANALYTICS_EVENT_IDS).size).toBe(Object.keys(ANALYTICS_EVENTS).length);
  });

  it('lists the ids in ascending order', () => {
    expect(ANALYTICS_EVENT_IDS.slice(0, 3)).toEqual([4, 14, 15]);
    expect(ANALYTICS_EVENT_IDS.at(-1)).toBe(61);
  });

  it('knows the catalogue ids and nothing else', () => {
    expect(isAnalyticsEventId(ANALYTICS_EVENTS.CALL_THE_DEALER)).toBe(true);
    expect(isAnalyticsEventId(26)).toBe(true);
    expect(isAnalyticsEventId(5)).toBe(false);
    expect(isAnalyticsEventId(4.5)).toBe(false);
  });
});
