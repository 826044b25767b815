//! The YAML game log: read, append durably, recover a cut-off last entry.
