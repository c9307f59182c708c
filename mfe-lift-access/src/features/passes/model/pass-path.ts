export const PASSES_PATH = '/passes';

export const passPath = (id: string) => `${PASSES_PATH}/${encodeURIComponent(id)}`;

/** The pass id of a /passes/<id> path, or null for the list (or anything else). */
export function passIdFromPath(pathname: string): string | null {
  const match = /^\/passes\/([^/]+)\/?$/.exec(pathname);
  return match ? decodeURIComponent(match[1]) : null;
}
