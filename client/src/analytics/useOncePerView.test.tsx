import { render } from '@testing-library/react';
import { StrictMode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useOncePerView } from './useOncePerView';

function Viewer({ viewKey, record }: { viewKey: string | null; record: () => void }) {
  useOncePerView(viewKey, record);
  return null;
}

describe('useOncePerView', () => {
  it('records once under StrictMode, which mounts every component twice', () => {
    const record = vi.fn();
    render(
      <StrictMode>
        <Viewer viewKey="car-1" record={record} />
      </StrictMode>,
    );
    expect(record).toHaveBeenCalledTimes(1);
  });

  it('records again for a new key, never for a re-render of the same one', () => {
    const record = vi.fn();
    const view = render(<Viewer viewKey="car-1" record={record} />);
    view.rerender(<Viewer viewKey="car-1" record={() => record()} />);
    expect(record).toHaveBeenCalledTimes(1);
    view.rerender(<Viewer viewKey="car-2" record={record} />);
    expect(record).toHaveBeenCalledTimes(2);
  });

  it('records again when the page is mounted again (the shopper came back)', () => {
    const record = vi.fn();
    render(<Viewer viewKey="search" record={record} />).unmount();
    render(<Viewer viewKey="search" record={record} />);
    expect(record).toHaveBeenCalledTimes(2);
  });

  it('records nothing without a key', () => {
    const record = vi.fn();
    render(<Viewer viewKey={null} record={record} />);
    expect(record).not.toHaveBeenCalled();
  });
});
