import { useState, type FormEvent } from 'react';
import { useLocation } from '../../routing/router-hooks';
import { useSearchNavigation } from './search-navigation';
import { setQuery } from '../../search-url/search-state-updates';

/** Words to search for; a plain GET form, so it also works before the page's script runs. */
export function SearchBox() {
  const { state, go } = useSearchNavigation();
  const { pathname } = useLocation();
  const [text, setText] = useState(state.query);
  const [shownQuery, setShownQuery] = useState(state.query);
  if (shownQuery !== state.query) {
    // Back and forward change the query under us: show what the URL says.
    setShownQuery(state.query);
    setText(state.query);
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    go(setQuery(state, text.trim()));
  };
  return (
    <form role="search" className="search-box" method="get" action={pathname} onSubmit={submit}>
      <label htmlFor="search-query" className="visually-hidden">
        Search stock
      </label>
      <input
        id="search-query"
        name="query"
        type="search"
        placeholder="Search make, model, keyword…"
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      <button type="submit" className="button">
        Search
      </button>
    </form>
  );
}
