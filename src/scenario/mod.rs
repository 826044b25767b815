//! Scenario files: the card sets for each player count, validated against R-SET-5.
