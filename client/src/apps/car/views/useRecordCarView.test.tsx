import { Profiler, StrictMode } from 'react';
import { act, render } from '@testing-library/react';
import { RelayEnvironmentProvider } from 'react-relay/hooks';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { describe, expect, it, vi } from 'vitest';
import { useRecordCarView } from './useRecordCarView';

function Viewer({ carId }: { carId: string | null }) {
  useRecordCarView(carId);
  return null;
}

function renderViewer(carId: string | null) {
  if (!('jest' in globalThis)) vi.stubGlobal('jest', { fn: vi.fn });
  const environment = createMockEnvironment();
  // Called once per commit of the page holding the hook.
  const onPageCommit = vi.fn();
  const page = (id: string | null) => (
    <RelayEnvironmentProvider environment={environment}>
      <Profiler id="page" onRender={onPageCommit}>
        <Viewer carId={id} />
      </Profiler>
    </RelayEnvironmentProvider>
  );
  const view = render(page(carId));
  return { environment, onPageCommit, rerender: (id: string | null) => view.rerender(page(id)) };
}

describe('useRecordCarView', () => {
  it('records one view of the car when the page loads', () => {
    const { environment, rerender } = renderViewer('Q2FyOjE=');
    const operations = environment.mock.getAllOperations();
    expect(operations).toHaveLength(1);
    expect(operations[0]!.request.node.params.name).toBe('useRecordCarViewMutation');
    expect(operations[0]!.request.variables).toEqual({ carId: 'Q2FyOjE=' });
    act(() => {
      environment.mock.resolveMostRecentOperation((op) => MockPayloadGenerator.generate(op));
    });
    rerender('Q2FyOjE=');
    expect(environment.mock.getAllOperations()).toHaveLength(0);
  });

  it('does not render the page again while the view is recorded', () => {
    const { environment, onPageCommit } = renderViewer('Q2FyOjM=');
    act(() => {
      environment.mock.resolveMostRecentOperation((op) => MockPayloadGenerator.generate(op));
    });
    expect(onPageCommit).toHaveBeenCalledTimes(1);
  });

  it('records one view under StrictMode, which runs effects twice', () => {
    if (!('jest' in globalThis)) vi.stubGlobal('jest', { fn: vi.fn });
    const environment = createMockEnvironment();
    render(
      <StrictMode>
        <RelayEnvironmentProvider environment={environment}>
          <Viewer carId="Q2FyOjU=" />
        </RelayEnvironmentProvider>
      </StrictMode>,
    );
    expect(environment.mock.getAllOperations()).toHaveLength(1);
  });

  it('records the next car’s view when the page moves on to another car', () => {
    const { environment, rerender } = renderViewer('Q2FyOjY=');
    act(() => {
      environment.mock.resolveMostRecentOperation((op) => MockPayloadGenerator.generate(op));
    });
    rerender('Q2FyOjc=');
    const operations = environment.mock.getAllOperations();
    expect(operations.map((op) => op.request.variables)).toEqual([{ carId: 'Q2FyOjc=' }]);
  });

  it('records nothing without a car', () => {
    const { environment } = renderViewer(null);
    expect(environment.mock.getAllOperations()).toHaveLength(0);
  });

  it('only logs a failure', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { environment } = renderViewer('Q2FyOjI=');
    act(() => {
      environment.mock.rejectMostRecentOperation(new Error('offline'));
    });
    expect(warn).toHaveBeenCalledWith('Recording the vehicle view failed', expect.any(Error));
    warn.mockRestore();
  });
});
