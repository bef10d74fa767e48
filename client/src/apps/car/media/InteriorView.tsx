/** The interior 360° view: the provider's viewer page in a frame of the media box's size. */
export function InteriorView({ url, carName }: { url: string; carName: string }) {
  return (
    <div className="car-media__interior">
      <iframe
        className="car-media__interior-frame"
        src={url}
        title={`Interior 360° view of ${carName}`}
        loading="lazy"
        allow="fullscreen; gyroscope; accelerometer"
        allowFullScreen
      />
    </div>
  );
}
