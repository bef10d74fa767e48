/** Progress of the spin's frames while they load (spec 1 §4: a loader shows meanwhile). */
export function SpinLoader({ loaded, total }: { loaded: number; total: number }) {
  const percent = total > 0 ? (loaded / total) * 100 : 0;
  return (
    <div className="spin-loader" role="status">
      <p className="spin-loader__text">{`Loading 360° view… ${loaded} / ${total}`}</p>
      <div className="spin-loader__track" aria-hidden="true">
        <div className="spin-loader__bar" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
