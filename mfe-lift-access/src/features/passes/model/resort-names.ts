/** 'Summit Peak, Cascade Ridge and Green Mountain'; an id without a known name is shown as it is. */
export function resortNames(ids: string[], names: Record<string, string>): string {
  const list = ids.map((id) => names[id] ?? id);
  if (list.length <= 1) return list.join('');
  return `${list.slice(0, -1).join(', ')} and ${list[list.length - 1]}`;
}
