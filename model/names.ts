/**
 * Names are compared without regard to case, accents, spaces, hyphens,
 * apostrophes or dots, so that "Saint-Pétersbourg", "saint petersbourg"
 * and "SAINT PETERSBOURG" are one name.
 */
export function normaliseName(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[\s\-'\u2019.]+/g, '');
}
