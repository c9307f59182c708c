// Whether a seam's new schema still serves its consumers: a JSON Schema (zod's toJSONSchema, or a
// hand-written shape) compared with the one committed before. Zod-free, so any test can use it.

export type JsonSchema = { [key: string]: unknown };

const isRecord = (v: unknown): v is JsonSchema => typeof v === 'object' && v !== null && !Array.isArray(v);
const types = (s: JsonSchema): string[] => {
  if (Array.isArray(s.type)) return (s.type as string[]).slice().sort();
  if (typeof s.type === 'string') return [s.type];
  if ('const' in s) return [typeof s.const === 'object' ? (s.const === null ? 'null' : 'object') : typeof s.const];
  return [];
};

/** A `major.minor` version. */
export const parseVersion = (v: string): { major: number; minor: number } => {
  const m = /^(\d+)\.(\d+)$/.exec(v);
  if (!m) throw new Error(`"${v}" is not a major.minor version`);
  return { major: Number(m[1]), minor: Number(m[2]) };
};

/**
 * The breaking changes from `before` to `after`, each as `path: what changed`: a field removed, a
 * type changed, an optional field made required, an enum value removed. Added optional fields,
 * added enum values and loosened types are not breaking.
 */
export function breakingChanges(before: unknown, after: unknown, path = '$'): string[] {
  if (!isRecord(before) || !isRecord(after)) return [];
  const problems: string[] = [];
  const wasTypes = types(before);
  const nowTypes = types(after);
  if (wasTypes.length && nowTypes.length) {
    const lost = wasTypes.filter((t) => !nowTypes.includes(t) && !(t === 'integer' && nowTypes.includes('number')));
    if (lost.length) problems.push(`${path}: type changed from ${wasTypes.join('|')} to ${nowTypes.join('|')}`);
  }
  if (Array.isArray(before.enum)) {
    const now = Array.isArray(after.enum) ? after.enum : null;
    if (now) {
      for (const value of before.enum) if (!now.includes(value)) problems.push(`${path}: enum value ${JSON.stringify(value)} removed`);
    }
  }
  if ('const' in before && 'const' in after && before.const !== after.const)
    problems.push(`${path}: value changed from ${JSON.stringify(before.const)} to ${JSON.stringify(after.const)}`);
  if (isRecord(before.properties)) {
    const nowProps = isRecord(after.properties) ? after.properties : {};
    const wasRequired = new Set(Array.isArray(before.required) ? (before.required as string[]) : []);
    const nowRequired = new Set(Array.isArray(after.required) ? (after.required as string[]) : []);
    for (const [key, schema] of Object.entries(before.properties)) {
      if (!(key in nowProps)) {
        problems.push(`${path}.${key}: field removed`);
        continue;
      }
      if (!wasRequired.has(key) && nowRequired.has(key)) problems.push(`${path}.${key}: optional field made required`);
      problems.push(...breakingChanges(schema, nowProps[key], `${path}.${key}`));
    }
    for (const key of nowRequired) {
      if (!(key in before.properties)) problems.push(`${path}.${key}: required field added`);
    }
  }
  if (isRecord(before.items)) problems.push(...breakingChanges(before.items, after.items, `${path}[]`));
  for (const union of ['anyOf', 'oneOf'] as const) {
    const was = before[union];
    const now = after[union];
    if (Array.isArray(was) && Array.isArray(now)) {
      if (now.length < was.length) problems.push(`${path}: ${union} lost ${was.length - now.length} option(s)`);
      was.forEach((option, i) => {
        if (i < now.length) problems.push(...breakingChanges(option, now[i], `${path}<${i}>`));
      });
    }
  }
  if (isRecord(before.additionalProperties) && isRecord(after.additionalProperties))
    problems.push(...breakingChanges(before.additionalProperties, after.additionalProperties, `${path}{}`));
  return problems;
}

export interface SeamSnapshot {
  /** `major.minor`: a breaking change bumps the major, an additive one the minor. */
  v: string;
  schemas: Record<string, unknown>;
}

/**
 * What stands between a committed snapshot and the seam as it is now: breaking changes without a
 * major bump (a seam dropped counts as one), and any change at all without a new snapshot.
 */
export function judgeSeam(committed: SeamSnapshot, current: SeamSnapshot): { breaking: string[]; outdated: boolean } {
  const breaking: string[] = [];
  for (const [name, schema] of Object.entries(committed.schemas)) {
    if (!(name in current.schemas)) breaking.push(`${name}: removed`);
    else breaking.push(...breakingChanges(schema, current.schemas[name], name));
  }
  const bumped = parseVersion(current.v).major > parseVersion(committed.v).major;
  return {
    breaking: bumped ? [] : breaking,
    outdated: JSON.stringify(committed) !== JSON.stringify(current),
  };
}
