package redact

import "reflect"

// Value redacts, in place, every string reachable from v (a non-nil
// pointer): struct fields (exported ones), slices, arrays, map values and
// interface values, through pointers. A report is redacted this way once,
// before any format is rendered, so no field can be forgotten. Pointers
// shared between parts of v are redacted more than once, which is harmless
// (String is idempotent).
func (r *Redactor) Value(v any) {
	rv := reflect.ValueOf(v)
	if rv.Kind() != reflect.Pointer || rv.IsNil() {
		return
	}
	r.walk(rv.Elem(), 0)
}

// maxDepth bounds the walk (reports are trees a few levels deep).
const maxDepth = 64

func (r *Redactor) walk(v reflect.Value, depth int) {
	if depth > maxDepth {
		return
	}
	switch v.Kind() {
	case reflect.String:
		if v.CanSet() {
			if s := v.String(); s != "" {
				if red := r.String(s); red != s {
					v.SetString(red)
				}
			}
		}
	case reflect.Pointer:
		if !v.IsNil() {
			r.walk(v.Elem(), depth+1)
		}
	case reflect.Interface:
		if v.IsNil() {
			return
		}
		e := v.Elem()
		c := reflect.New(e.Type()).Elem()
		c.Set(e)
		r.walk(c, depth+1)
		if v.CanSet() {
			v.Set(c)
		}
	case reflect.Struct:
		t := v.Type()
		for i := 0; i < v.NumField(); i++ {
			if t.Field(i).IsExported() {
				r.walk(v.Field(i), depth+1)
			}
		}
	case reflect.Slice, reflect.Array:
		for i := 0; i < v.Len(); i++ {
			r.walk(v.Index(i), depth+1)
		}
	case reflect.Map:
		if v.IsNil() {
			return
		}
		iter := v.MapRange()
		type kv struct{ k, v reflect.Value }
		var set []kv
		for iter.Next() {
			c := reflect.New(iter.Value().Type()).Elem()
			c.Set(iter.Value())
			r.walk(c, depth+1)
			set = append(set, kv{iter.Key(), c})
		}
		for _, p := range set {
			v.SetMapIndex(p.k, p.v)
		}
	}
}
