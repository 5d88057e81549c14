//! Nothing here: the checks are the tests.
