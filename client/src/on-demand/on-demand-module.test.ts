import { describe, expect, it, vi } from 'vitest';
import { onDemandModule } from './on-demand-module';

const MODULE = { Viewer: 'the viewer' };

describe('onDemandModule', () => {
  it('loads nothing until asked, then the module once however often it is asked for', async () => {
    const importModule = vi.fn(() => Promise.resolve(MODULE));
    const viewer = onDemandModule(importModule);
    expect(importModule).not.toHaveBeenCalled();
    expect(viewer.loaded()).toBeUndefined();

    const [first, second] = await Promise.all([viewer.load(), viewer.load()]);
    await viewer.load();

    expect(importModule).toHaveBeenCalledTimes(1);
    expect(first).toBe(MODULE);
    expect(second).toBe(MODULE);
    expect(viewer.loaded()).toBe(MODULE);
  });

  it('tells its subscribers once the module has loaded, and not after they unsubscribe', async () => {
    const viewer = onDemandModule(() => Promise.resolve(MODULE));
    const stayed = vi.fn();
    const left = vi.fn();
    viewer.subscribe(stayed);
    const unsubscribe = viewer.subscribe(left);
    unsubscribe();

    await viewer.load();

    expect(stayed).toHaveBeenCalledTimes(1);
    expect(left).not.toHaveBeenCalled();
  });

  it('tries again after a failed load', async () => {
    const importModule = vi
      .fn<() => Promise<typeof MODULE>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce(MODULE);
    const viewer = onDemandModule(importModule);

    await expect(viewer.load()).rejects.toThrow('Failed to fetch');
    expect(viewer.loaded()).toBeUndefined();
    await expect(viewer.load()).resolves.toBe(MODULE);
    expect(importModule).toHaveBeenCalledTimes(2);
  });
});
