//! Nothing: the checks are the tests.
