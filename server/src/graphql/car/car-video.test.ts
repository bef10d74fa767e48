import { describe, expect, it } from 'vitest';
import { carVideo } from './car-video.type.js';

describe('carVideo', () => {
  it('frames embed-form player pages', () => {
    expect(carVideo('https://www.youtube.com/embed/abc123').embed).toBe(true);
    expect(carVideo('https://player.vimeo.com/video/76979871').embed).toBe(true);
  });

  it('plays anything else in a video element', () => {
    expect(carVideo('https://cdn.example.com/walkaround.mp4').embed).toBe(false);
    expect(carVideo('https://www.youtube.com/watch?v=abc123').embed).toBe(false);
  });
});
