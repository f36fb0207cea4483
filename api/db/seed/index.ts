export { CATALOGUE_SEED_NAME, packshotSpecs, type SeedOptions, type SeedReport, seedDatabase } from './seed';
