import { act } from '@testing-library/react';
import { vi } from 'vitest';

/** A stand-in for the browser's Image: frames "load" or fail only when a test says so. */
class StubImage {
  static requested: StubImage[] = [];
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  srcset = '';
  sizes = '';
  #src = '';
  get src() {
    return this.#src;
  }
  set src(value: string) {
    this.#src = value;
    StubImage.requested.push(this);
  }
}

const settle = (src: string, outcome: 'onload' | 'onerror') =>
  act(() => {
    for (const image of StubImage.requested.filter((image) => image.src === src)) {
      image[outcome]?.();
    }
  });

/** Replaces the global Image for the current test; returns controls over the frames it loads. */
export function stubFrameImages() {
  StubImage.requested = [];
  vi.stubGlobal('Image', StubImage);
  return {
    /** Addresses of the frames requested so far. */
    requested: () => StubImage.requested.map((image) => image.src),
    /** The srcset and sizes each frame was requested with, in order. */
    requestedSources: () => StubImage.requested.map(({ srcset, sizes }) => ({ srcset, sizes })),
    load: (src: string) => settle(src, 'onload'),
    fail: (src: string) => settle(src, 'onerror'),
    loadAll: (frames: readonly string[]) => {
      for (const src of frames) settle(src, 'onload');
    },
  };
}

/** jsdom has no PointerEvent: a MouseEvent with a pointer id and type stands in for it. */
export function stubPointerEvents() {
  class StubPointerEvent extends MouseEvent {
    pointerId: number;
    pointerType: string;
    constructor(type: string, init: PointerEventInit = {}) {
      super(type, init);
      this.pointerId = init.pointerId ?? 1;
      this.pointerType = init.pointerType ?? 'mouse';
    }
  }
  vi.stubGlobal('PointerEvent', StubPointerEvent);
}
