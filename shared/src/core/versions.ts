/**
 * The bus's `major.minor`: the bus's `version` is its major. A payload of the same major and a newer
 * minor (a remote built from the next version: an added optional field) is accepted, its known fields
 * read as before and the added ones ignored; another major is refused. `contracts/bus-shapes.ts`
 * describes each event for the contract snapshot test (`npm run test:contracts`).
 */
export const BUS_V = '1.1';
