//! The writer: puts rendered outputs on disk atomically, and the check mode that compares them
//! with what is there.
