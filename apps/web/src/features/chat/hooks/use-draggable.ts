import { useCallback, useEffect, useRef, useState, type PointerEvent } from 'react';
import { clampPosition, isDrag, loadPosition, savePosition, type Point } from '../drag';

const viewport = () => ({ width: window.innerWidth, height: window.innerHeight });

/**
 * A position the learner can drag (kept inside the window's margins and saved), and whether the
 * press that just ended was a drag, so the click that follows it is not taken as a tap.
 */
export function useDraggable() {
  const [position, setPosition] = useState<Point>(() => loadPosition(viewport()));
  const press = useRef<{ start: Point; origin: Point; dragging: boolean } | null>(null);
  const wasDrag = useRef(false);

  useEffect(() => {
    const onResize = () => setPosition((p) => clampPosition(p, viewport()));
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);

  const onPointerDown = useCallback(
    (event: PointerEvent<HTMLElement>) => {
      if (event.button !== 0) return;
      press.current = {
        start: { x: event.clientX, y: event.clientY },
        origin: position,
        dragging: false,
      };
      wasDrag.current = false;
      event.currentTarget.setPointerCapture?.(event.pointerId);
    },
    [position],
  );

  const onPointerMove = useCallback((event: PointerEvent<HTMLElement>) => {
    const current = press.current;
    if (!current) return;
    const at = { x: event.clientX, y: event.clientY };
    if (!current.dragging && !isDrag(current.start, at)) return;
    current.dragging = true;
    const next = {
      x: current.origin.x + at.x - current.start.x,
      y: current.origin.y + at.y - current.start.y,
    };
    setPosition(clampPosition(next, viewport()));
  }, []);

  const onPointerUp = useCallback((event: PointerEvent<HTMLElement>) => {
    const current = press.current;
    press.current = null;
    if (!current?.dragging) return;
    wasDrag.current = true;
    const at = { x: event.clientX, y: event.clientY };
    const final = clampPosition(
      {
        x: current.origin.x + at.x - current.start.x,
        y: current.origin.y + at.y - current.start.y,
      },
      viewport(),
    );
    setPosition(final);
    savePosition(final);
  }, []);

  /** True once, right after a drag: the click the browser sends next is swallowed. */
  const consumeDrag = useCallback(() => {
    const dragged = wasDrag.current;
    wasDrag.current = false;
    return dragged;
  }, []);

  return {
    position,
    handlers: { onPointerDown, onPointerMove, onPointerUp, onPointerCancel: onPointerUp },
    consumeDrag,
  };
}
