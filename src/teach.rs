//! The rules in plain words, for teaching at the table (`mascarade rules`, the help screen).
