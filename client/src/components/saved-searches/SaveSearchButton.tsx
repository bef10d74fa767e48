import { signInPath } from '@forecourt/schema/accounts/sign-in-path';
import { useId, useState, type FormEvent } from 'react';
import { useViewer } from '../../accounts/viewer-context';
import { useLocation } from '../../routing/router-hooks';
import { searchVariablesFromUrl } from '../../search-url/search-variables';
import { useToast } from '../../ui/Toaster';
import { SAVED_SEARCHES_PATH } from './saved-searches-path';
import { useSaveSearchMutation } from './useSaveSearchMutation';
import './saved-searches.css';

/** Longest label the server keeps. */
const MAX_LABEL_LENGTH = 80;

/**
 * "Save search" on a search page. A visitor is sent to sign in (and back to this search); a
 * signed-in shopper gets a small form — a name (left blank, the site names it) and "E-mail me new
 * matches", on by default — and a toast linking to their saved searches.
 */
export function SaveSearchButton() {
  const viewer = useViewer();
  const location = useLocation();
  const here = `${location.pathname}${location.search}`;
  const [open, setOpen] = useState(false);
  const [label, setLabel] = useState('');
  const [emailAlerts, setEmailAlerts] = useState(true);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const save = useSaveSearchMutation();
  const showToast = useToast();
  const formId = useId();

  if (!viewer.signedIn) {
    return (
      <a className="button save-search" href={signInPath({ type: 'saved-search', redirect: here })}>
        Save search
      </a>
    );
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    setError(null);
    try {
      const url = new URL(here, 'https://site.invalid');
      const outcome = await save({
        path: url.pathname,
        query: url.search.replace(/^\?/, ''),
        filters: searchVariablesFromUrl(url).filters,
        label: label.trim() === '' ? null : label.trim(),
        emailAlerts,
      });
      if (outcome.kind === 'sign-in') {
        window.location.assign(outcome.signInPath);
      } else if (outcome.kind === 'refused') {
        setError(outcome.message);
      } else {
        setOpen(false);
        setLabel('');
        showToast({
          title: 'Search saved',
          description: emailAlerts ? 'We’ll e-mail you when new matches arrive.' : undefined,
          action: { label: 'View saved searches', to: SAVED_SEARCHES_PATH },
        });
      }
    } catch {
      setError('The search could not be saved: check your connection and try again.');
    } finally {
      setSaving(false);
    }
  };

  return (
    <div className="save-search">
      <button
        type="button"
        className="button"
        aria-expanded={open}
        aria-controls={open ? formId : undefined}
        onClick={() => setOpen(!open)}
      >
        Save search
      </button>
      {open && (
        <form id={formId} className="save-search__form" onSubmit={(event) => void submit(event)}>
          <label>
            Name (optional)
            <input
              type="text"
              value={label}
              maxLength={MAX_LABEL_LENGTH}
              onChange={(event) => setLabel(event.currentTarget.value)}
            />
          </label>
          <label className="saved-searches__toggle">
            <input
              type="checkbox"
              checked={emailAlerts}
              onChange={(event) => setEmailAlerts(event.currentTarget.checked)}
            />
            E-mail me new matches
          </label>
          {error && (
            <p className="saved-searches__error" role="alert">
              {error}
            </p>
          )}
          <div className="save-search__actions">
            <button type="submit" className="button button--primary" disabled={saving}>
              {saving ? 'Saving…' : 'Save'}
            </button>
            <button type="button" className="button" onClick={() => setOpen(false)}>
              Cancel
            </button>
          </div>
        </form>
      )}
    </div>
  );
}
