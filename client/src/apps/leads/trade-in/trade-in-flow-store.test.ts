import { beforeEach, describe, expect, it } from 'vitest';
import { DRAFT_MAX_AGE_DAYS } from '../../../components/leads/lead-draft-store';
import {
  clearTradeInFlow,
  readTradeInFlow,
  startTradeInFlow,
  tradeInFlowKey,
  writeTradeInFlow,
  type TradeInFlow,
} from './trade-in-flow-store';

const NOW = Date.UTC(2025, 6, 4, 1, 0, 0);
const DAY_MS = 24 * 60 * 60 * 1000;
const KEY = tradeInFlowKey('coastal-motor-group', null);
const LEAD = { leadId: 'lead-1', successPath: '/success?lead=lead-1' };

const VALUATION = {
  offer: 21_500,
  estimateLow: 20_000,
  estimateHigh: 23_000,
  basis: 'Based on 12 comparable cars for sale.',
  reason: null,
  disclaimer: 'This estimate is indicative and subject to an inspection of your car.',
  validUntil: '2025-07-11T01:00:00.000Z',
};

beforeEach(() => localStorage.clear());

function saved(flow: Partial<TradeInFlow> & Record<string, unknown>) {
  localStorage.setItem(KEY, JSON.stringify({ ...startTradeInFlow(LEAD, {}, NOW), ...flow }));
}

describe('the trade-in valuation draft', () => {
  it('keeps one valuation per site and vehicle', () => {
    expect(tradeInFlowKey('coastal-motor-group', null)).not.toBe(
      tradeInFlowKey('outback-caravans', null),
    );
    expect(tradeInFlowKey('coastal-motor-group', 'car-1')).not.toBe(
      tradeInFlowKey('coastal-motor-group', 'car-2'),
    );
    expect(tradeInFlowKey('coastal-motor-group', 'car-1')).not.toBe(KEY);
  });

  it('starts at the car step with the rego the form was given', () => {
    const form = { email: 'jo@example.com', rego: 'ABC123', regoState: 'NSW' };
    const flow = startTradeInFlow(LEAD, form, NOW);

    expect(flow).toMatchObject({
      leadId: 'lead-1',
      successPath: '/success?lead=lead-1',
      step: 'car',
      carEntry: 'lookup',
      values: { rego: 'ABC123', regoState: 'NSW', answers: {} },
      valuation: null,
    });
  });

  it('brings back the step, what was typed, the found car and the estimate', () => {
    const flow: TradeInFlow = {
      ...startTradeInFlow(LEAD, {}, NOW),
      step: 'estimate',
      carEntry: 'found',
      foundVehicle: {
        year: 2019,
        make: 'Toyota',
        model: 'Hilux',
        badge: 'SR5',
        body: 'Ute',
        fuel: 'Diesel',
        transmission: 'Automatic',
      },
      values: {
        rego: 'ABC123',
        regoState: 'QLD',
        vehicle: { year: '2019', make: 'Toyota', model: 'Hilux', badge: 'SR5', km: '45,000 kms' },
        answers: { condition: 'good' },
      },
      valuation: VALUATION,
    };
    writeTradeInFlow(localStorage, KEY, flow);

    expect(readTradeInFlow(localStorage, KEY, NOW + 1000)).toEqual(flow);
  });

  it('forgets a stale valuation, one of another shape, and a removed one', () => {
    writeTradeInFlow(localStorage, KEY, startTradeInFlow(LEAD, {}, NOW));
    expect(readTradeInFlow(localStorage, KEY, NOW + DRAFT_MAX_AGE_DAYS * DAY_MS)).not.toBeNull();
    expect(readTradeInFlow(localStorage, KEY, NOW + (DRAFT_MAX_AGE_DAYS + 1) * DAY_MS)).toBeNull();

    saved({ step: 'payment' as never });
    expect(readTradeInFlow(localStorage, KEY, NOW)).toBeNull();
    saved({ leadId: '' });
    expect(readTradeInFlow(localStorage, KEY, NOW)).toBeNull();
    localStorage.setItem(KEY, '{not json');
    expect(readTradeInFlow(localStorage, KEY, NOW)).toBeNull();

    writeTradeInFlow(localStorage, KEY, startTradeInFlow(LEAD, {}, NOW));
    clearTradeInFlow(localStorage, KEY);
    expect(readTradeInFlow(localStorage, KEY, NOW)).toBeNull();
  });

  it('never leads off the site: a success page elsewhere is not taken', () => {
    saved({ successPath: 'https://elsewhere.example/success' });
    expect(readTradeInFlow(localStorage, KEY, NOW)).toBeNull();
    saved({ successPath: '//elsewhere.example/success' });
    expect(readTradeInFlow(localStorage, KEY, NOW)).toBeNull();
  });

  it('asks for the estimate again when it was not kept, and types each value it reads', () => {
    saved({
      step: 'estimate',
      carEntry: 'found',
      foundVehicle: null,
      valuation: null,
      values: { rego: 42, vehicle: { year: 2019, make: 'Toyota' }, answers: { keys: 'yes', x: 1 } },
    } as never);

    expect(readTradeInFlow(localStorage, KEY, NOW)).toMatchObject({
      step: 'condition',
      carEntry: 'manual',
      values: {
        rego: '',
        regoState: '',
        vehicle: { year: '', make: 'Toyota', model: '', badge: '', km: '' },
        answers: { keys: 'yes' },
      },
    });
  });

  it('works without storage (blocked site data): nothing is kept, nothing breaks', () => {
    expect(() => writeTradeInFlow(null, KEY, startTradeInFlow(LEAD, {}, NOW))).not.toThrow();
    expect(readTradeInFlow(null, KEY, NOW)).toBeNull();
  });
});
