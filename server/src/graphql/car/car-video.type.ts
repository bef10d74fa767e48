import { builder } from '../../builder.js';

export interface CarVideo {
  url: string;
  embed: boolean;
}

/** Hosts whose players are pages to frame rather than files for a <video> element. */
const EMBED_PATH = /\/(embed|video)\//;
const EMBED_HOSTS = new Set([
  'www.youtube.com',
  'youtube.com',
  'www.youtube-nocookie.com',
  'player.vimeo.com',
]);

/** Spec 1 §7: an embed-form video plays in a frame, any other in a video element. */
export function carVideo(url: string): CarVideo {
  const { hostname, pathname } = new URL(url);
  return { url, embed: EMBED_HOSTS.has(hostname) && EMBED_PATH.test(pathname) };
}

export const CarVideoRef = builder.objectRef<CarVideo>('CarVideo').implement({
  description: 'A vehicle’s video.',
  fields: (t) => ({
    url: t.exposeString('url', { description: 'Video address.' }),
    embed: t.exposeBoolean('embed', {
      description: 'True for a player page to show in a frame; false for a video file.',
    }),
  }),
});
