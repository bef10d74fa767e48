import { describe, expect, it } from 'vitest';
import { mainPhotoScreens } from './main-photo-screens';

describe('mainPhotoScreens', () => {
  it('hurries the hero on wide screens and the first tile on phones when both have a picture', () => {
    const screens = mainPhotoScreens({ hero: true, firstTile: true });
    expect(screens).toEqual({ hero: '(min-width: 48em)', firstTile: '(max-width: 47.99em)' });
  });

  it('hurries the only picture there is on every screen', () => {
    expect(mainPhotoScreens({ hero: true, firstTile: false })).toEqual({
      hero: true,
      firstTile: false,
    });
    expect(mainPhotoScreens({ hero: false, firstTile: true })).toEqual({
      hero: false,
      firstTile: true,
    });
  });
});
