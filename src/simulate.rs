//! Random legal games of the basic scenario, for tests, benchmarks and demo data.
