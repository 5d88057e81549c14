package main

import (
	"bufio"
	"bytes"
	"compress/gzip"
	"fmt"
	"go/ast"
	"go/parser"
	"go/printer"
	"go/token"
	"io"
	"os"
	"path"
	"path/filepath"
	"regexp"
	"sort"
	"strconv"
	"strings"
)

// RootID names the tree's package root in facts and in normalised references; its
// subpackages are RootID + "/" + their path below it.
const RootID = "@"

// goPackage is the non-test Go files of one directory.
type goPackage struct {
	dir   string // slash path relative to the listed directory
	name  string // the package clause (several, comma-separated, if the files disagree)
	files []*ast.File
}

// tree is every Go package under a directory, and how to name them independently of the
// module path they are published under.
type tree struct {
	fset *token.FileSet
	pkgs []*goPackage
	// prefix is the import path of the package root (the deepest directory holding every
	// package of the tree), "" when it cannot be known (then no reference to a package of
	// the tree from another one can occur).
	prefix string
	// rootDir is the package root, as a slash path relative to the listed directory ("." for
	// itself).
	rootDir string
}

// ListAPI returns the exported API facts of every non-internal package under dir, sorted.
func ListAPI(dir string) ([]string, error) {
	t, err := loadTree(dir)
	if err != nil {
		return nil, err
	}
	facts := map[string]bool{}
	for _, p := range t.pkgs {
		id := t.packageID(p.dir)
		if isInternal(id) {
			continue
		}
		l := lister{t: t, id: id, facts: facts}
		l.add("package", p.name)
		for _, f := range p.files {
			l.file(f)
		}
	}
	list := make([]string, 0, len(facts))
	for fact := range facts {
		list = append(list, fact)
	}
	sort.Strings(list)
	return list, nil
}

func isInternal(id string) bool {
	for _, part := range strings.Split(id, "/") {
		if part == "internal" {
			return true
		}
	}
	return false
}

// skipDir reports directories the go command ignores (or that are not part of the module).
func skipDir(name string) bool {
	return name == "testdata" || name == "vendor" || name == "node_modules" ||
		strings.HasPrefix(name, ".") || strings.HasPrefix(name, "_")
}

func loadTree(dir string) (*tree, error) {
	info, err := os.Stat(dir)
	if err != nil {
		return nil, err
	}
	if !info.IsDir() {
		return nil, fmt.Errorf("%s is not a directory", dir)
	}
	t := &tree{fset: token.NewFileSet()}
	byDir := map[string]*goPackage{}
	err = filepath.WalkDir(dir, func(p string, d os.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() {
			if p == dir {
				return nil
			}
			if skipDir(d.Name()) {
				return filepath.SkipDir
			}
			// A nested module is not part of this one.
			if _, err := os.Stat(filepath.Join(p, "go.mod")); err == nil {
				return filepath.SkipDir
			}
			return nil
		}
		name := d.Name()
		if !strings.HasSuffix(name, ".go") || strings.HasSuffix(name, "_test.go") ||
			strings.HasPrefix(name, ".") || strings.HasPrefix(name, "_") {
			return nil
		}
		f, err := parser.ParseFile(t.fset, p, nil, parser.SkipObjectResolution)
		if err != nil {
			return err
		}
		rel, err := filepath.Rel(dir, filepath.Dir(p))
		if err != nil {
			return err
		}
		rel = filepath.ToSlash(rel)
		pkg := byDir[rel]
		if pkg == nil {
			pkg = &goPackage{dir: rel, name: f.Name.Name}
			byDir[rel] = pkg
			t.pkgs = append(t.pkgs, pkg)
		} else if !containsName(pkg.name, f.Name.Name) {
			pkg.name += "," + f.Name.Name
		}
		pkg.files = append(pkg.files, f)
		return nil
	})
	if err != nil {
		return nil, err
	}
	if len(t.pkgs) == 0 {
		return nil, fmt.Errorf("no Go package under %s", dir)
	}
	sort.Slice(t.pkgs, func(i, j int) bool { return t.pkgs[i].dir < t.pkgs[j].dir })
	t.rootDir = t.pkgs[0].dir
	for _, p := range t.pkgs[1:] {
		t.rootDir = commonDir(t.rootDir, p.dir)
	}
	t.prefix = t.rootImportPath(dir)
	return t, nil
}

func containsName(list, name string) bool {
	for _, n := range strings.Split(list, ",") {
		if n == name {
			return true
		}
	}
	return false
}

func commonDir(a, b string) string {
	if a == "." || b == "." {
		return "."
	}
	as, bs := strings.Split(a, "/"), strings.Split(b, "/")
	n := 0
	for n < len(as) && n < len(bs) && as[n] == bs[n] {
		n++
	}
	if n == 0 {
		return "."
	}
	return strings.Join(as[:n], "/")
}

var moduleLine = regexp.MustCompile(`(?m)^\s*module\s+("[^"]+"|\S+)`)

// rootImportPath is the import path of the package root: from the go.mod of the listed
// directory or of the nearest directory above it; else from the imports of the tree's own
// packages (a package `a/b` below the root imported as `X/a/b` makes X the root's path).
func (t *tree) rootImportPath(dir string) string {
	abs, err := filepath.Abs(dir)
	if err == nil {
		for d, rel := abs, ""; ; {
			if data, err := os.ReadFile(filepath.Join(d, "go.mod")); err == nil {
				m := moduleLine.FindSubmatch(data)
				if m == nil {
					break
				}
				module := string(m[1])
				if unquoted, err := strconv.Unquote(module); err == nil {
					module = unquoted
				}
				return joinPath(module, rel, t.rootDir)
			}
			parent := filepath.Dir(d)
			if parent == d {
				break
			}
			rel = path.Join(filepath.Base(d), rel)
			d = parent
		}
	}
	for _, p := range t.pkgs {
		sub := t.relToRoot(p.dir)
		if sub == "" {
			continue
		}
		for _, q := range t.pkgs {
			for _, f := range q.files {
				for _, imp := range f.Imports {
					ip, err := strconv.Unquote(imp.Path.Value)
					if err == nil && strings.HasSuffix(ip, "/"+sub) {
						return strings.TrimSuffix(ip, "/"+sub)
					}
				}
			}
		}
	}
	return ""
}

func joinPath(parts ...string) string {
	var kept []string
	for _, p := range parts {
		if p != "" && p != "." {
			kept = append(kept, p)
		}
	}
	return strings.Join(kept, "/")
}

// relToRoot is a package directory relative to the package root ("" for the root).
func (t *tree) relToRoot(dir string) string {
	if t.rootDir == "." {
		if dir == "." {
			return ""
		}
		return dir
	}
	if dir == t.rootDir {
		return ""
	}
	return strings.TrimPrefix(dir, t.rootDir+"/")
}

func (t *tree) packageID(dir string) string {
	return joinPath(RootID, t.relToRoot(dir))
}

// normImport maps an import path of a package of the tree to its package ID; others stay.
func (t *tree) normImport(ip string) string {
	if t.prefix == "" {
		return ip
	}
	if ip == t.prefix {
		return RootID
	}
	if strings.HasPrefix(ip, t.prefix+"/") {
		return RootID + "/" + strings.TrimPrefix(ip, t.prefix+"/")
	}
	return ip
}

// ---------------------------------------------------------------------------------------------
// Facts

type lister struct {
	t       *tree
	id      string
	facts   map[string]bool
	imports map[string]string // local name -> normalised import path, for the current file
}

func (l *lister) add(kind, text string) {
	l.facts[l.id+" "+kind+" "+text] = true
}

var majorVersion = regexp.MustCompile(`^v[0-9]+$`)

// defaultImportName guesses the name an unnamed import binds: the package's own clause when
// it is a package of the tree, else the conventional last path element (without a /vN or
// .vN major version suffix or a go- prefix).
func (l *lister) defaultImportName(ip string) string {
	norm := l.t.normImport(ip)
	if norm != ip {
		for _, p := range l.t.pkgs {
			if l.t.packageID(p.dir) == norm {
				return strings.Split(p.name, ",")[0]
			}
		}
	}
	parts := strings.Split(ip, "/")
	last := parts[len(parts)-1]
	if majorVersion.MatchString(last) && len(parts) > 1 {
		last = parts[len(parts)-2]
	}
	if i := strings.Index(last, ".v"); i > 0 {
		last = last[:i]
	}
	last = strings.TrimPrefix(last, "go-")
	return strings.ReplaceAll(last, "-", "_")
}

func (l *lister) file(f *ast.File) {
	l.imports = map[string]string{}
	for _, imp := range f.Imports {
		ip, err := strconv.Unquote(imp.Path.Value)
		if err != nil {
			continue
		}
		name := ""
		if imp.Name != nil {
			name = imp.Name.Name
		} else {
			name = l.defaultImportName(ip)
		}
		if name == "_" || name == "." {
			continue
		}
		l.imports[name] = l.t.normImport(ip)
	}
	for _, decl := range f.Decls {
		switch d := decl.(type) {
		case *ast.FuncDecl:
			l.funcDecl(d)
		case *ast.GenDecl:
			switch d.Tok {
			case token.TYPE:
				for _, s := range d.Specs {
					l.typeSpec(s.(*ast.TypeSpec))
				}
			case token.VAR:
				for _, s := range d.Specs {
					vs := s.(*ast.ValueSpec)
					for _, n := range vs.Names {
						if !n.IsExported() {
							continue
						}
						if vs.Type != nil {
							l.add("var", n.Name+" "+l.expr(vs.Type))
						} else {
							l.add("var", n.Name)
						}
					}
				}
			case token.CONST:
				l.constDecl(d)
			}
		}
	}
}

func (l *lister) constDecl(d *ast.GenDecl) {
	// A spec without values repeats the type and values of the previous one (with iota
	// counting on): print what the constant is defined as.
	var typ ast.Expr
	var values []ast.Expr
	for iota, s := range d.Specs {
		vs := s.(*ast.ValueSpec)
		if vs.Type != nil || len(vs.Values) > 0 {
			typ, values = vs.Type, vs.Values
		}
		for i, n := range vs.Names {
			if !n.IsExported() {
				continue
			}
			text := n.Name
			if typ != nil {
				text += " " + l.expr(typ)
			}
			if i < len(values) {
				v := l.expr(values[i])
				text += " = " + v
				if usesIota(values[i]) {
					text += fmt.Sprintf(" (iota %d)", iota)
				}
			}
			l.add("const", text)
		}
	}
}

func usesIota(e ast.Expr) bool {
	found := false
	ast.Inspect(e, func(n ast.Node) bool {
		if id, ok := n.(*ast.Ident); ok && id.Name == "iota" {
			found = true
		}
		return !found
	})
	return found
}

func (l *lister) typeParams(list *ast.FieldList) string {
	if list == nil || len(list.List) == 0 {
		return ""
	}
	var parts []string
	for _, f := range list.List {
		for _, n := range f.Names {
			parts = append(parts, n.Name+" "+l.expr(f.Type))
		}
	}
	return "[" + strings.Join(parts, ", ") + "]"
}

func (l *lister) typeSpec(s *ast.TypeSpec) {
	if !s.Name.IsExported() {
		return
	}
	name := s.Name.Name
	head := name + l.typeParams(s.TypeParams)
	if s.Assign.IsValid() {
		l.add("type", head+" = "+l.expr(s.Type))
		return
	}
	switch t := s.Type.(type) {
	case *ast.StructType:
		l.add("type", head+" struct")
		for _, f := range t.Fields.List {
			tag := ""
			if f.Tag != nil {
				tag = " " + tagText(f.Tag)
			}
			if len(f.Names) == 0 {
				if ast.IsExported(embeddedName(f.Type)) {
					l.add("embed", name+" "+l.expr(f.Type)+tag)
				}
				continue
			}
			for _, n := range f.Names {
				if n.IsExported() {
					l.add("field", name+"."+n.Name+" "+l.expr(f.Type)+tag)
				}
			}
		}
	case *ast.InterfaceType:
		l.add("type", head+" interface")
		for _, m := range t.Methods.List {
			if len(m.Names) == 0 {
				l.add("ifembed", name+" "+l.expr(m.Type))
				continue
			}
			for _, n := range m.Names {
				if n.IsExported() {
					l.add("imethod", name+"."+n.Name+l.signature(m.Type.(*ast.FuncType)))
				}
			}
		}
	default:
		l.add("type", head+" "+l.expr(s.Type))
	}
}

// tagText is a struct tag as a raw string literal (whatever literal the source used).
func tagText(lit *ast.BasicLit) string {
	tag, err := strconv.Unquote(lit.Value)
	if err != nil {
		return lit.Value
	}
	if strings.Contains(tag, "`") {
		return strconv.Quote(tag)
	}
	return "`" + tag + "`"
}

// embeddedName is the field name an embedded field declares (the type's name).
func embeddedName(e ast.Expr) string {
	switch t := e.(type) {
	case *ast.Ident:
		return t.Name
	case *ast.StarExpr:
		return embeddedName(t.X)
	case *ast.SelectorExpr:
		return t.Sel.Name
	case *ast.IndexExpr:
		return embeddedName(t.X)
	case *ast.IndexListExpr:
		return embeddedName(t.X)
	}
	return ""
}

func (l *lister) funcDecl(d *ast.FuncDecl) {
	if !d.Name.IsExported() {
		return
	}
	if d.Recv == nil {
		l.add("func", d.Name.Name+l.typeParams(d.Type.TypeParams)+l.signature(d.Type))
		return
	}
	if len(d.Recv.List) != 1 {
		return
	}
	recv := d.Recv.List[0].Type
	if !ast.IsExported(embeddedName(recv)) {
		return
	}
	l.add("method", "("+l.expr(recv)+")."+d.Name.Name+l.signature(d.Type))
}

// signature is `(param types) results`, without parameter names (they are not part of a
// Go API: no caller can use them).
func (l *lister) signature(f *ast.FuncType) string {
	params := l.fieldTypes(f.Params)
	text := "(" + strings.Join(params, ", ") + ")"
	results := l.fieldTypes(f.Results)
	switch len(results) {
	case 0:
	case 1:
		text += " " + results[0]
	default:
		text += " (" + strings.Join(results, ", ") + ")"
	}
	return text
}

func (l *lister) fieldTypes(list *ast.FieldList) []string {
	if list == nil {
		return nil
	}
	var types []string
	for _, f := range list.List {
		t := l.expr(f.Type)
		n := len(f.Names)
		if n == 0 {
			n = 1
		}
		for i := 0; i < n; i++ {
			types = append(types, t)
		}
	}
	return types
}

// expr prints a type (or constant) expression with every package qualifier replaced by the
// (normalised) import path it stands for, so that import aliases do not matter.
func (l *lister) expr(e ast.Expr) string {
	switch t := e.(type) {
	case nil:
		return ""
	case *ast.Ident:
		return t.Name
	case *ast.SelectorExpr:
		if x, ok := t.X.(*ast.Ident); ok {
			if ip, ok := l.imports[x.Name]; ok {
				return ip + "." + t.Sel.Name
			}
		}
		return l.expr(t.X) + "." + t.Sel.Name
	case *ast.StarExpr:
		return "*" + l.expr(t.X)
	case *ast.ParenExpr:
		return "(" + l.expr(t.X) + ")"
	case *ast.ArrayType:
		if t.Len == nil {
			return "[]" + l.expr(t.Elt)
		}
		if _, ok := t.Len.(*ast.Ellipsis); ok {
			return "[...]" + l.expr(t.Elt)
		}
		return "[" + l.expr(t.Len) + "]" + l.expr(t.Elt)
	case *ast.Ellipsis:
		return "..." + l.expr(t.Elt)
	case *ast.MapType:
		return "map[" + l.expr(t.Key) + "]" + l.expr(t.Value)
	case *ast.ChanType:
		switch t.Dir {
		case ast.SEND:
			return "chan<- " + l.expr(t.Value)
		case ast.RECV:
			return "<-chan " + l.expr(t.Value)
		}
		return "chan " + l.expr(t.Value)
	case *ast.FuncType:
		return "func" + l.typeParams(t.TypeParams) + l.signature(t)
	case *ast.StructType:
		var fields []string
		for _, f := range t.Fields.List {
			tag := ""
			if f.Tag != nil {
				tag = " " + tagText(f.Tag)
			}
			if len(f.Names) == 0 {
				fields = append(fields, l.expr(f.Type)+tag)
			}
			for _, n := range f.Names {
				fields = append(fields, n.Name+" "+l.expr(f.Type)+tag)
			}
		}
		return "struct{" + strings.Join(fields, "; ") + "}"
	case *ast.InterfaceType:
		var elems []string
		for _, m := range t.Methods.List {
			if len(m.Names) == 0 {
				elems = append(elems, l.expr(m.Type))
			}
			for _, n := range m.Names {
				elems = append(elems, n.Name+l.signature(m.Type.(*ast.FuncType)))
			}
		}
		return "interface{" + strings.Join(elems, "; ") + "}"
	case *ast.IndexExpr:
		return l.expr(t.X) + "[" + l.expr(t.Index) + "]"
	case *ast.IndexListExpr:
		var args []string
		for _, a := range t.Indices {
			args = append(args, l.expr(a))
		}
		return l.expr(t.X) + "[" + strings.Join(args, ", ") + "]"
	case *ast.BasicLit:
		return t.Value
	case *ast.UnaryExpr:
		return t.Op.String() + l.expr(t.X)
	case *ast.BinaryExpr:
		return l.expr(t.X) + " " + t.Op.String() + " " + l.expr(t.Y)
	case *ast.CallExpr:
		var args []string
		for _, a := range t.Args {
			args = append(args, l.expr(a))
		}
		dots := ""
		if t.Ellipsis.IsValid() {
			dots = "..."
		}
		return l.expr(t.Fun) + "(" + strings.Join(args, ", ") + dots + ")"
	}
	var buf bytes.Buffer
	if err := printer.Fprint(&buf, l.t.fset, e); err != nil {
		return fmt.Sprintf("<%T>", e)
	}
	return strings.Join(strings.Fields(buf.String()), " ")
}

// ---------------------------------------------------------------------------------------------
// Listings

// ReadFacts reads a listing (one fact a line; blank lines and lines starting with # are
// ignored; gzip-compressed when the name ends in .gz) or, for a directory, lists its API.
func ReadFacts(source string) ([]string, error) {
	info, err := os.Stat(source)
	if err != nil {
		return nil, err
	}
	if info.IsDir() {
		return ListAPI(source)
	}
	file, err := os.Open(source)
	if err != nil {
		return nil, err
	}
	defer file.Close()
	var r io.Reader = file
	if strings.HasSuffix(source, ".gz") {
		gz, err := gzip.NewReader(file)
		if err != nil {
			return nil, fmt.Errorf("%s: %v", source, err)
		}
		defer gz.Close()
		r = gz
	}
	var facts []string
	scanner := bufio.NewScanner(r)
	scanner.Buffer(make([]byte, 1<<20), 1<<26)
	for scanner.Scan() {
		line := scanner.Text()
		if strings.TrimSpace(line) == "" || strings.HasPrefix(line, "#") {
			continue
		}
		facts = append(facts, line)
	}
	if err := scanner.Err(); err != nil {
		return nil, fmt.Errorf("%s: %v", source, err)
	}
	return facts, nil
}

// Comparison is what the reference has that ours lacks, and the other way round.
type Comparison struct {
	Reference, Present int
	Missing, Extra     []string
}

func Compare(reference, ours []string) Comparison {
	have := make(map[string]bool, len(ours))
	for _, f := range ours {
		have[f] = true
	}
	want := make(map[string]bool, len(reference))
	var c Comparison
	for _, f := range reference {
		if want[f] {
			continue
		}
		want[f] = true
		c.Reference++
		if have[f] {
			c.Present++
		} else {
			c.Missing = append(c.Missing, f)
		}
	}
	for f := range have {
		if !want[f] {
			c.Extra = append(c.Extra, f)
		}
	}
	sort.Strings(c.Missing)
	sort.Strings(c.Extra)
	return c
}

// Coverage in percent, rounded down (100 only when nothing is missing).
func (c Comparison) Coverage() float64 {
	if c.Reference == 0 {
		return 100
	}
	if c.Present == c.Reference {
		return 100
	}
	pct := float64(c.Present) * 10000 / float64(c.Reference)
	return float64(int64(pct)) / 100
}

func (c Comparison) Summary() string {
	return fmt.Sprintf("api coverage: %.2f%% (%d/%d)", c.Coverage(), c.Present, c.Reference)
}
