import { useLocation } from './router-hooks';
import { usePageOrigin } from './page-origin';

/** Title, description and canonical link of a page; React places them in <head>. */
export function PageHead({
  title,
  description,
  canonicalPath,
}: {
  title: string;
  description: string;
  /** Path (and query) of the canonical URL; the current path when left out. */
  canonicalPath?: string;
}) {
  const origin = usePageOrigin();
  const location = useLocation();
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={description} />
      <link rel="canonical" href={`${origin}${canonicalPath ?? location.pathname}`} />
    </>
  );
}
