//! `sdkgen generate` and `sdkgen check`: the writer and check mode, end to end.
