import { pageMeta, NOT_FOUND_META, type PageMeta } from './page-meta';

/** Sets the document's title and description for a path (after a client-side navigation). */
export function applyPageMeta(pathname: string, remotePrefixes: readonly string[]): PageMeta | null {
  const meta = pageMeta(pathname, remotePrefixes);
  const shown = meta ?? NOT_FOUND_META;
  document.title = shown.title;
  let description = document.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!description) {
    description = document.createElement('meta');
    description.name = 'description';
    document.head.appendChild(description);
  }
  description.content = shown.description;
  return meta;
}
