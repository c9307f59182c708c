/** Text safe inside HTML or XML content and attribute values: the five markup characters as numeric references. */
export const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
