import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Island, IslandSlotsProvider, type IslandSlots } from './island';

function Greeting({ name }: { name: string }) {
  return <button type="button">Hello {name}</button>;
}

describe('Island', () => {
  it('inside the app it is just its component', () => {
    const { container } = render(<Island name="greeting" component={Greeting} props={{ name: 'Ada' }} />);
    expect(screen.getByRole('button', { name: 'Hello Ada' })).toBeInTheDocument();
    expect(container.querySelector('[data-island]')).toBeNull();
  });

  it('while prerendering it leaves a slot with its name, hydration moment and props, and registers the component', () => {
    const slots: IslandSlots = new Map();
    const { container } = render(
      <IslandSlotsProvider value={slots}>
        <Island name="greeting" hydrate="visible" component={Greeting} props={{ name: 'Ada' }} />
      </IslandSlotsProvider>,
    );
    const slot = container.querySelector<HTMLElement>('[data-island="greeting"]');
    expect(slot).not.toBeNull();
    expect(slot).toBeEmptyDOMElement();
    expect(slot).toHaveAttribute('data-hydrate', 'visible');
    expect(JSON.parse(slot?.dataset.props ?? '')).toEqual({ name: 'Ada' });
    const key = slot?.getAttribute('data-island-key') ?? '';
    expect(slots.get(key)).toEqual({ name: 'greeting', component: Greeting, propsJson: '{"name":"Ada"}' });
  });
});
