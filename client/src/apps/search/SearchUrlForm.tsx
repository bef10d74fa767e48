import type { FormEvent, ReactNode } from 'react';

/**
 * A GET form that, submitted without JavaScript, loads `url` with the fields inside it added: the
 * query string of `url` travels as hidden fields (less `replaced`, the names the visible controls
 * set), so the server gets the same search URL the script would go to. With JavaScript,
 * `onSubmit` navigates in the page instead. The submit button sits in <noscript>: with a script
 * running, the controls act at once and need none.
 */
export function SearchUrlForm({
  url,
  replaced,
  submitLabel,
  className,
  onSubmit,
  children,
}: {
  url: string;
  replaced: readonly string[];
  submitLabel: string;
  className?: string;
  onSubmit: () => void;
  children: ReactNode;
}) {
  const [action = url, query = ''] = url.split('?');
  const hidden = [...new URLSearchParams(query)].filter(([name]) => !replaced.includes(name));
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <form method="get" action={action} className={className} onSubmit={submit}>
      {hidden.map(([name, value], i) => (
        <input key={`${name}-${i}`} type="hidden" name={name} value={value} />
      ))}
      {children}
      <noscript>
        <button type="submit" className="button search-url-form__submit">
          {submitLabel}
        </button>
      </noscript>
    </form>
  );
}
