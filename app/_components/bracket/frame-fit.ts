'use client';
// How a picture sits in its scrolling frame, measured in the browser: whether it is wider than the
// frame (then "fit to screen" is offered), the zoom that fits it when asked, and which edges hide
// more of it (the scroll cues). Before the script runs nothing is offered: the frame just scrolls.
import { useEffect, useState, type RefObject, type UIEvent } from 'react';

export interface FrameFit {
  /** The picture is wider than the frame, or is fitted: the toggle is worth showing. */
  offered: boolean;
  fitted: boolean;
  /** The zoom the picture is drawn at: 1, or less while fitted. */
  scale: number;
  /** Edges with more of the picture beyond them. */
  cues: { start: boolean; end: boolean };
  toggle: () => void;
  /** The frame's scroll handler: the cues follow the scroll position. */
  onScroll: (event: UIEvent<HTMLElement>) => void;
}

export interface FrameFitElements {
  frame: RefObject<HTMLElement | null>;
  /** The frame's child, as wide as the picture drawn (w-max): it resizes when the zoom changes. */
  drawn: RefObject<HTMLElement | null>;
  /** The element zoomed, inside `drawn`. */
  picture: RefObject<HTMLElement | null>;
}

export function useFrameFit({ frame, drawn, picture }: FrameFitElements): FrameFit {
  // CSS pixels: the picture's own (unzoomed) width and the room inside the frame's padding.
  const [widths, setWidths] = useState<{ picture: number; room: number } | null>(null);
  const [fitted, setFitted] = useState(false);
  const [start, setStart] = useState(false);
  const [end, setEnd] = useState(false);

  useEffect(() => {
    const frameElement = frame.current;
    const drawnElement = drawn.current;
    const pictureElement = picture.current;
    if (!frameElement || !drawnElement || !pictureElement) return;
    const observer = new ResizeObserver(() => {
      const style = getComputedStyle(frameElement);
      const room = frameElement.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      // offsetWidth is in the zoomed element's own pixels: the width it has unzoomed.
      setWidths({ picture: pictureElement.offsetWidth, room });
      setStart(beforeStart(frameElement));
      setEnd(pastEnd(frameElement));
    });
    observer.observe(frameElement);
    observer.observe(drawnElement);
    return () => observer.disconnect();
  }, [frame, drawn, picture]);

  const overflows = widths !== null && widths.picture > widths.room;
  // Rounded down, so that the zoomed picture's rounded pixels never exceed the room.
  const scale = fitted && widths && overflows ? Math.floor((widths.room / widths.picture) * 1000) / 1000 : 1;
  return {
    offered: overflows || fitted,
    fitted,
    scale,
    cues: { start, end },
    toggle: () => setFitted((was) => !was),
    onScroll: (event) => {
      setStart(beforeStart(event.currentTarget));
      setEnd(pastEnd(event.currentTarget));
    },
  };
}

function beforeStart(frame: HTMLElement): boolean {
  return frame.scrollLeft > 1;
}

function pastEnd(frame: HTMLElement): boolean {
  return frame.scrollLeft + frame.clientWidth < frame.scrollWidth - 1;
}
