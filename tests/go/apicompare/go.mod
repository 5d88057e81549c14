module sdkgen.test/apicompare

go 1.23
