//! A program that gives every required input compiles; one that leaves a required input out
//! (of a resource's arguments or of an object type's input form) does not, however it tries.

#[test]
fn required_inputs_are_required_at_compile_time() {
    let cases = trybuild::TestCases::new();
    cases.pass("ui/given.rs");
    cases.compile_fail("ui/omitted_*.rs");
}
