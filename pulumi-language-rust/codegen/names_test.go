package codegen

import (
	"math/big"
	"testing"
	"time"
)

func TestSnakeCase(t *testing.T) {
	for given, want := range map[string]string{
		"aString": "a_string", "HTTPServer": "http_server", "podIPs": "pod_i_ps", "kebab-name": "kebab_name",
		"3d": "_3d", "": "", "already_snake": "already_snake", "ABC": "abc",
	} {
		if got := snakeCase(given); got != want {
			t.Errorf("snakeCase(%q) = %q, want %q", given, got, want)
		}
	}
}

func TestLocalNamesAreUniqueAndUsable(t *testing.T) {
	names := newLocalNames()
	got := []string{names.claim("self"), names.claim("type"), names.claim("aB"), names.claim("a_b"), names.claim("ctx")}
	want := []string{"self_", "type_", "a_b", "a_b_2", "ctx_"}
	for i := range want {
		if got[i] != want[i] {
			t.Errorf("claim #%d = %q, want %q", i, got[i], want[i])
		}
	}
}

func TestRustString(t *testing.T) {
	for given, want := range map[string]string{
		"plain":          `"plain"`,
		"q\"\\":          `"q\"\\"`,
		"\n\t\r\x00":     `"\n\t\r\0"`,
		"\x1b\x07":       `"\u{1b}\u{7}"`,
		"\U000e0021 tag": `"\u{e0021} tag"`,
		"👋":              `"👋"`,
	} {
		if got := rustString(given); got != want {
			t.Errorf("rustString(%q) = %s, want %s", given, got, want)
		}
	}
}

func TestNumberLiteral(t *testing.T) {
	cases := []struct {
		value float64
		asInt bool
		want  string
	}{
		{42, true, "42"}, {42, false, "42.0_f64"}, {2.718, false, "2.718_f64"}, {1e308, false, "1.0e+308_f64"},
		{-2147483648, true, "-2147483648"}, {0.5, true, "0.5_f64"},
	}
	for _, c := range cases {
		if got := numberLiteral(big.NewFloat(c.value), c.asInt); got != c.want {
			t.Errorf("numberLiteral(%v, %v) = %s, want %s", c.value, c.asInt, got, c.want)
		}
	}
}

func TestWrap(t *testing.T) {
	for given, want := range map[string]string{
		"a":                   "a",
		"f(a, b)":             "f(a, b)",
		"a + b":               "(a + b)",
		`String::from("a b")`: `String::from("a b")`,
		`x["}"] as i64`:       `(x["}"] as i64)`,
		`"\" "`:               `"\" "`,
	} {
		if got := wrap(given); got != want {
			t.Errorf("wrap(%s) = %s, want %s", given, got, want)
		}
	}
}

func TestRustDuration(t *testing.T) {
	for given, want := range map[time.Duration]string{
		5 * time.Minute: "Duration::from_secs(300)", 1500 * time.Millisecond: "Duration::from_nanos(1500000000)",
	} {
		if got := rustDuration(given); got != want {
			t.Errorf("rustDuration(%v) = %s, want %s", given, got, want)
		}
	}
}
