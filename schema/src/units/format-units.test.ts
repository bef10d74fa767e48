import { describe, expect, it } from 'vitest';
import {
  feetToMetres,
  formatAuDate,
  formatEngineSize,
  formatKg,
  formatLitres,
  formatLitresPer100Km,
  formatMetres,
  formatMm,
  formatNm,
} from './format-units.js';

describe('formatLitresPer100Km', () => {
  it('shows combined consumption with one decimal', () => {
    expect(formatLitresPer100Km(7.4)).toBe('7.4 L/100km');
    expect(formatLitresPer100Km(8)).toBe('8.0 L/100km');
    expect(formatLitresPer100Km(10.26)).toBe('10.3 L/100km');
  });
});

describe('formatLitres', () => {
  it('shows a volume in litres without needless decimals', () => {
    expect(formatLitres(60)).toBe('60 L');
    expect(formatLitres(80.5)).toBe('80.5 L');
    expect(formatLitres(1500)).toBe('1,500 L');
  });
});

describe('formatKg, formatMm and formatNm', () => {
  it('group thousands and name the unit', () => {
    expect(formatKg(2510)).toBe('2,510 kg');
    expect(formatKg(3500)).toBe('3,500 kg');
    expect(formatKg(850)).toBe('850 kg');
    expect(formatMm(4795)).toBe('4,795 mm');
    expect(formatMm(1815)).toBe('1,815 mm');
    expect(formatNm(500)).toBe('500 Nm');
    expect(formatNm(1050)).toBe('1,050 Nm');
  });
});

describe('formatEngineSize', () => {
  it('reads a litre or more in litres with one decimal', () => {
    expect(formatEngineSize(2.8, 2755)).toBe('2.8 L');
    expect(formatEngineSize(2, 1998)).toBe('2.0 L');
    expect(formatEngineSize(1, 1000)).toBe('1.0 L');
  });

  it('works out the litres from the cc when the litres are missing', () => {
    expect(formatEngineSize(null, 1998)).toBe('2.0 L');
    expect(formatEngineSize(undefined, 4461)).toBe('4.5 L');
  });

  it('reads a small engine in cc', () => {
    expect(formatEngineSize(0.6, 649)).toBe('649 cc');
    expect(formatEngineSize(null, 125)).toBe('125 cc');
    expect(formatEngineSize(0.3, null)).toBe('300 cc');
  });

  it('uses the litres alone when the cc are missing', () => {
    expect(formatEngineSize(3.3, null)).toBe('3.3 L');
  });

  it('gives nothing when the size is unknown', () => {
    expect(formatEngineSize(null, null)).toBeNull();
    expect(formatEngineSize(undefined, 0)).toBeNull();
  });
});

describe('feetToMetres and formatMetres', () => {
  it('converts at 0.3048 metres to the foot', () => {
    expect(feetToMetres(1)).toBe(0.3048);
    expect(feetToMetres(22)).toBeCloseTo(6.7056, 10);
    expect(feetToMetres(7.5)).toBeCloseTo(2.286, 10);
  });

  it('shows metres to the centimetre', () => {
    expect(formatMetres(feetToMetres(22))).toBe('6.71 m');
    expect(formatMetres(feetToMetres(7.5))).toBe('2.29 m');
    expect(formatMetres(feetToMetres(10))).toBe('3.05 m');
    expect(formatMetres(2.5)).toBe('2.5 m');
  });
});

describe('formatAuDate', () => {
  it('writes a date day first', () => {
    expect(formatAuDate('2026-03-07')).toBe('07/03/2026');
    expect(formatAuDate('2019-12-31')).toBe('31/12/2019');
  });

  it('keeps the calendar date of a timestamp whatever the time zone', () => {
    expect(formatAuDate('2026-01-01T23:30:00+10:00')).toBe('01/01/2026');
  });

  it('gives nothing for what is not a date', () => {
    expect(formatAuDate('')).toBeNull();
    expect(formatAuDate('07/03/2026')).toBeNull();
    expect(formatAuDate('2026-13-01')).toBeNull();
  });
});
