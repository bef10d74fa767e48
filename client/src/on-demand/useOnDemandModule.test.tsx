import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { onDemandModule, type OnDemandModule } from './on-demand-module';
import { useOnDemandModule } from './useOnDemandModule';

interface PanelModule {
  Panel: () => React.ReactNode;
}

const panelModule = (): PanelModule => ({ Panel: () => <p>Panel content</p> });

function Opener({ module }: { module: OnDemandModule<PanelModule> }) {
  const [open, setOpen] = useState(false);
  const loaded = useOnDemandModule(module, open);
  return (
    <div>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      {open && loaded && <loaded.Panel />}
    </div>
  );
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('useOnDemandModule', () => {
  it('loads the module only once it is wanted, then renders with it', async () => {
    const importModule = vi.fn(() => Promise.resolve(panelModule()));
    const module = onDemandModule(importModule);
    render(<Opener module={module} />);
    expect(importModule).not.toHaveBeenCalled();

    await act(async () => screen.getByRole('button', { name: 'Open' }).click());

    expect(importModule).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('Panel content')).toBeTruthy();
  });

  it('renders at once with a module that has already loaded', async () => {
    const module = onDemandModule(() => Promise.resolve(panelModule()));
    await module.load();
    render(<Opener module={module} />);

    act(() => screen.getByRole('button', { name: 'Open' }).click());

    expect(screen.getByText('Panel content')).toBeTruthy();
  });

  it('hydrates the server’s HTML, which never has the module, without a mismatch', async () => {
    const module = onDemandModule(() => Promise.resolve(panelModule()));
    await module.load();
    function AlwaysWanted() {
      const loaded = useOnDemandModule(module, true);
      return <div>{loaded ? <loaded.Panel /> : <p>Placeholder</p>}</div>;
    }
    const container = document.createElement('div');
    container.innerHTML = renderToString(<AlwaysWanted />);
    expect(container.textContent).toBe('Placeholder');
    document.body.append(container);
    const errors = vi.spyOn(console, 'error');

    await act(async () => {
      hydrateRoot(container, <AlwaysWanted />);
    });

    expect(errors).not.toHaveBeenCalled();
    expect(container.textContent).toBe('Panel content');
    container.remove();
  });

  it('logs a failed load and leaves the page as it was', async () => {
    const failure = new TypeError('Failed to fetch dynamically imported module');
    const module = onDemandModule<PanelModule>(() => Promise.reject(failure));
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(<Opener module={module} />);

    await act(async () => screen.getByRole('button', { name: 'Open' }).click());

    expect(logged).toHaveBeenCalledWith('Could not load page code', failure);
    expect(screen.queryByText('Panel content')).toBeNull();
    expect(screen.getByRole('button', { name: 'Open' })).toBeTruthy();
  });
});
