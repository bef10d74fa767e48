import { lightness, shade } from './car-colours.js';
import type { Paint } from './vehicle-profiles.js';

/** The colours one drawing uses, worked out once from the car's paint. */
export interface Palette {
  body: string;
  /** Top surfaces and the end faces, seen across the width. */
  top: string;
  /** The far side, seen under and behind the body. */
  far: string;
  white: string;
  dark: string;
  trim: string;
  tyre: string;
  glass: string;
  headlamp: string;
  taillamp: string;
  line: string;
}

export function palette(bodyPaint: string): Palette {
  const light = lightness(bodyPaint) > 0.7;
  return {
    body: bodyPaint,
    top: light ? shade(bodyPaint, -0.12) : shade(bodyPaint, 0.14),
    far: shade(bodyPaint, -0.5),
    white: '#f1f1ee',
    dark: '#232528',
    trim: '#34373b',
    tyre: '#161719',
    glass: '#1d2733',
    headlamp: '#eef3f7',
    taillamp: '#b3121a',
    line: light ? 'rgba(0,0,0,0.28)' : 'rgba(0,0,0,0.45)',
  };
}

export function paintOf(paint: Paint, colours: Palette): string {
  return paint === 'glass' ? 'url(#glass)' : colours[paint];
}
