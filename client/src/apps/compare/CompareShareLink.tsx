import { useId, useState } from 'react';

/**
 * The comparison's address to share: shown in a field anyone can select (also without
 * JavaScript) with a Copy link button beside it.
 */
export function CompareShareLink({ url }: { url: string }) {
  const fieldId = useId();
  const [status, setStatus] = useState('');
  const copy = async () => {
    try {
      // `navigator.clipboard` is undefined outside secure contexts: that throws here too.
      await navigator.clipboard.writeText(url);
      setStatus('Link copied');
    } catch {
      setStatus('Could not copy: select the link and copy it');
    }
  };
  return (
    <div className="compare-share">
      <label htmlFor={fieldId} className="compare-share__label">
        Link to this comparison
      </label>
      <div className="compare-share__row">
        <input
          id={fieldId}
          className="compare-share__field"
          type="url"
          value={url}
          readOnly
          onFocus={(event) => event.currentTarget.select()}
        />
        <button type="button" className="button" onClick={() => void copy()}>
          Copy link
        </button>
      </div>
      <p role="status" className="compare-share__status">
        {status}
      </p>
    </div>
  );
}
