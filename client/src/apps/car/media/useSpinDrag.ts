import { useRef, type PointerEvent } from 'react';
import { framesForDrag, wrapFrame } from './spin-frames';

interface Drag {
  pointerId: number;
  startX: number;
  startFrame: number;
}

/**
 * Pointer handlers (mouse, pen and touch alike) that turn the spin one frame per SENSITIVITY_PX
 * of horizontal drag, measured from where the drag started so slow and fast drags agree.
 */
export function useSpinDrag({
  frame,
  count,
  onFrame,
  onStart,
}: {
  frame: number;
  count: number;
  onFrame: (frame: number) => void;
  /** The shopper touched the spin. */
  onStart: () => void;
}) {
  const drag = useRef<Drag | null>(null);

  const end = (event: PointerEvent<HTMLElement>) => {
    if (drag.current?.pointerId === event.pointerId) drag.current = null;
  };

  return {
    onPointerDown(event: PointerEvent<HTMLElement>) {
      if (event.pointerType === 'mouse' && event.button !== 0) return;
      drag.current = { pointerId: event.pointerId, startX: event.clientX, startFrame: frame };
      // Keeps the drag going when the pointer leaves the frame.
      if (typeof event.currentTarget.setPointerCapture === 'function') {
        event.currentTarget.setPointerCapture(event.pointerId);
      }
      onStart();
    },
    onPointerMove(event: PointerEvent<HTMLElement>) {
      const current = drag.current;
      if (current?.pointerId !== event.pointerId) return;
      onFrame(wrapFrame(current.startFrame + framesForDrag(event.clientX - current.startX), count));
    },
    onPointerUp: end,
    onPointerCancel: end,
  };
}
