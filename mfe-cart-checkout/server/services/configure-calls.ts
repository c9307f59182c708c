/**
 * Cart POST "configure my epic gear, season pass, benefit tickets, rental, group rental,
 * activities, lift tickets, childcare, child group lesson, group lesson, private lesson; lodging
 * requirements" (spec section 7): one call per product type, each taking answers only for items of
 * the lines that sell that type. The line checks them (shared/src/cart/configure.ts).
 */
export const CONFIGURE_CALLS = [
  { path: 'season-pass', summary: 'Configure season pass', lines: ['liftaccess'] },
  { path: 'benefit-tickets', summary: 'Configure benefit tickets', lines: ['liftaccess'] },
  { path: 'my-epic-gear', summary: 'Configure my epic gear', lines: ['memberships'] },
  { path: 'rental', summary: 'Configure rental', lines: ['rentals'] },
  { path: 'group-rental', summary: 'Configure group rental', lines: ['rentals'] },
  { path: 'activities', summary: 'Configure activities', lines: ['activities'] },
  { path: 'childcare', summary: 'Configure childcare', lines: ['childcare', 'lessons'] },
  { path: 'child-group-lesson', summary: 'Configure child group lesson', lines: ['lessons'] },
  { path: 'group-lesson', summary: 'Configure group lesson', lines: ['lessons'] },
  { path: 'private-lesson', summary: 'Configure private lesson', lines: ['lessons'] },
  { path: 'lodging-requirements', summary: 'Lodging requirements', lines: ['lodging', 'packages'] },
] as const;
