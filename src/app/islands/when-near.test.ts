import { afterEach, describe, expect, it, vi } from 'vitest';
import { replayEarlyClicks } from './early-clicks';
import { whenNear } from './when-near';

/** A stand-in IntersectionObserver that reports what the test says is in view. */
class FakeObserver {
  static last: FakeObserver | undefined;
  readonly observed: Element[] = [];
  disconnected = false;
  constructor(readonly callback: (entries: { isIntersecting: boolean }[]) => void) {
    FakeObserver.last = this;
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  disconnect() {
    this.disconnected = true;
  }
  enterView() {
    this.callback([{ isIntersecting: true }]);
  }
}

function island(html: string): HTMLElement {
  const element = document.createElement('div');
  element.innerHTML = html;
  document.body.append(element);
  return element;
}

afterEach(() => {
  document.body.innerHTML = '';
  delete window.__islandClicks;
  vi.unstubAllGlobals();
});

describe('whenNear', () => {
  it('starts once, when what the island contains comes near the viewport', () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    const start = vi.fn();
    const element = island('<button>Go</button>');
    whenNear(element, start);
    expect(start).not.toHaveBeenCalled();
    expect(FakeObserver.last?.observed).toEqual([element.firstElementChild]);
    FakeObserver.last?.enterView();
    FakeObserver.last?.enterView();
    expect(start).toHaveBeenCalledOnce();
    expect(FakeObserver.last?.disconnected).toBe(true);
  });

  it('starts when the visitor points at or focuses the island first', () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    const start = vi.fn();
    const element = island('<button>Go</button>');
    whenNear(element, start);
    element.querySelector('button')?.dispatchEvent(new Event('focusin', { bubbles: true }));
    expect(start).toHaveBeenCalledOnce();
  });

  it('starts at once for an island already clicked, or one with nothing to watch', () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    const clicked = island('<button>Go</button>');
    window.__islandClicks = [clicked.querySelector('button') as HTMLElement];
    const start = vi.fn();
    whenNear(clicked, start);
    whenNear(island(''), start);
    expect(start).toHaveBeenCalledTimes(2);
  });
});

describe('replayEarlyClicks', () => {
  it('clicks the kept buttons of this island once, and leaves other islands their own', () => {
    const mine = island('<button>Mine</button>');
    const other = island('<button>Other</button>');
    const myButton = mine.querySelector('button') as HTMLElement;
    const otherButton = other.querySelector('button') as HTMLElement;
    const onClick = vi.fn();
    myButton.addEventListener('click', onClick);
    window.__islandClicks = [myButton, otherButton];
    replayEarlyClicks(mine);
    replayEarlyClicks(mine);
    expect(onClick).toHaveBeenCalledOnce();
    expect(window.__islandClicks).toEqual([otherButton]);
  });
});
