package main

import "testing"

func TestSetTableEntry(t *testing.T) {
	cases := []struct {
		name, text, table, key, value, want string
	}{
		{
			name:  "a new table goes at the end",
			text:  "[package]\nname = \"p\"\n",
			table: "patch.crates-io", key: "sdkgen-runtime", value: `{ path = "/r" }`,
			want: "[package]\nname = \"p\"\n\n[patch.crates-io]\nsdkgen-runtime = { path = \"/r\" }\n",
		},
		{
			name:  "an entry joins its table, before the blank lines that end it",
			text:  "[dependencies]\na = \"1\"\n\n[workspace]\n",
			table: "dependencies", key: "b", value: `"2"`,
			want: "[dependencies]\na = \"1\"\nb = \"2\"\n\n[workspace]\n",
		},
		{
			name:  "an entry replaces the key's line, quoted or not",
			text:  "[dependencies]\n\"a\" = \"1\" # old\nc = \"3\"\n",
			table: "dependencies", key: "a", value: `{ path = "x" }`,
			want: "[dependencies]\na = { path = \"x\" }\nc = \"3\"\n",
		},
		{
			name:  "a key that is not bare is quoted",
			text:  "[dependencies]\n",
			table: "dependencies", key: "a.b", value: `"1"`,
			want: "[dependencies]\n\"a.b\" = \"1\"\n",
		},
	}
	for _, c := range cases {
		if got := setTableEntry(c.text, c.table, c.key, c.value); got != c.want {
			t.Errorf("%s:\ngot:\n%s\nwant:\n%s", c.name, got, c.want)
		}
	}
}

func TestRuntimeRequirement(t *testing.T) {
	saved := version
	defer func() { version = saved }()
	for given, want := range map[string]string{"0.1.0": "0.1", "0.12.3": "0.12", "1.4.0": "1", "2.0.0-dev": "2"} {
		version = given
		if got := runtimeRequirement(); got != want {
			t.Errorf("runtimeRequirement() for %s = %s, want %s", given, got, want)
		}
	}
}
