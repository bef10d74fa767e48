/** Why a dealer's photo could not be had; each becomes the placeholder and one log line. */
export type PhotoFetchFailure =
  'not-found' | 'http-error' | 'timeout' | 'too-large' | 'not-an-image' | 'refused' | 'unreachable';

export class PhotoFetchError extends Error {
  override name = 'PhotoFetchError';

  constructor(
    readonly failure: PhotoFetchFailure,
    message: string,
    options?: ErrorOptions,
  ) {
    super(message, options);
  }
}

export interface FetchedPhoto {
  bytes: Uint8Array;
  /** The media type the photo's host gave, e.g. image/jpeg. */
  contentType: string;
}

/**
 * Downloads a photo a stock feed names, within the platform's limits (protocol, addresses,
 * time, bytes, type). Throws PhotoFetchError, whose message names the failure but never the
 * platform's own addresses or files.
 */
export interface PhotoFetcher {
  fetchPhoto(url: string): Promise<FetchedPhoto>;
}
