import { describe, expect, it } from 'vitest';
import { frameAngle, framesForDrag, wrapFrame } from './spin-frames';

describe('wrapFrame', () => {
  it('keeps indexes inside the spin and wraps past either end', () => {
    expect(wrapFrame(5, 36)).toBe(5);
    expect(wrapFrame(36, 36)).toBe(0);
    expect(wrapFrame(-1, 36)).toBe(35);
    expect(wrapFrame(-37, 36)).toBe(35);
  });
});

describe('frameAngle', () => {
  it('spreads the frames over a full turn', () => {
    expect(frameAngle(0, 36)).toBe(0);
    expect(frameAngle(9, 36)).toBe(90);
    expect(frameAngle(35, 36)).toBe(350);
    expect(frameAngle(1, 7)).toBe(51);
  });
});

describe('framesForDrag', () => {
  it('turns one frame per 20 px, in the direction of the drag', () => {
    expect(framesForDrag(19)).toBe(0);
    expect(framesForDrag(20)).toBe(1);
    expect(framesForDrag(65)).toBe(3);
    expect(framesForDrag(-20)).toBe(-1);
    expect(framesForDrag(-39)).toBe(-1);
  });
});
