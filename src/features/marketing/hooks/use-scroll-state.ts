import { useEffect, useState } from 'react';

/** Spec §9: the header changes style after 20 px; back-to-top appears after 300 px. */
export const HEADER_SCROLLED_PX = 20;
export const BACK_TO_TOP_PX = 300;

export interface ScrollState {
  y: number;
  /** 0..1 of the page scrolled. */
  progress: number;
}

export function useScrollState(): ScrollState {
  const [state, setState] = useState<ScrollState>({ y: 0, progress: 0 });
  useEffect(() => {
    let frame = 0;
    function read() {
      frame = 0;
      const max = document.documentElement.scrollHeight - window.innerHeight;
      setState({ y: window.scrollY, progress: max > 0 ? Math.min(1, window.scrollY / max) : 0 });
    }
    function onScroll() {
      if (frame === 0) frame = window.requestAnimationFrame(read);
    }
    read();
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onScroll);
    return () => {
      window.cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onScroll);
    };
  }, []);
  return state;
}
