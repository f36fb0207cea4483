/**
 * Whether this page erased the local database (a staff-feeding sign-out): what it would still
 * write must not be, the database stays empty. Apart from erase.ts, which only a sign-out loads.
 */
let erasedHere = false;

export function localDbErasedHere(): boolean {
  return erasedHere;
}

export function noteLocalDbErased(): void {
  erasedHere = true;
}
