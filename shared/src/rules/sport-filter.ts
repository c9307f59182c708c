/** "Sport filter toggles selected and unselected styles" (spec section 4): choosing a sport again unselects it. */
export function toggleSportFilter(selected: readonly string[], sport: string): string[] {
  return selected.includes(sport) ? selected.filter((s) => s !== sport) : [...selected, sport];
}
