package report

import (
	"bytes"
	"encoding"
	"encoding/json"
	"reflect"
	"strconv"
	"sync"
	"unicode/utf8"
)

// copyFilled sets dst (settable, of src's type, zero) to what the JSON
// round trip of normalized makes of src: the value json.Marshal then a
// json.Decoder with UseNumber give back, with fillNilSlices applied when
// fill is true. Plain values are copied directly: booleans, numbers,
// valid UTF-8 strings, and slices, arrays, maps, pointers and structs of
// them (a copy encodes to the bytes the round trip's result encodes to).
// An interface value, a struct with embedded fields, and a type with its
// own JSON or text methods go through the round trip themselves. The
// direct copy replaces a round trip of the whole report (of golang/tools,
// 2 MB of JSON) whose decoding cost as much as the encoding.
func copyFilled(dst, src reflect.Value, fill bool) error {
	if ownCodec(src.Type()) {
		return roundTrip(dst, src, fill)
	}
	switch src.Kind() {
	case reflect.Interface:
		if src.IsNil() {
			return nil
		}
		if v, ok := decoded(src.Elem()); ok {
			dst.Set(reflect.ValueOf(&v).Elem()) // a nil v leaves dst nil
			return nil
		}
		return roundTrip(dst, src, false) // fillNilSlices does not enter interfaces
	case reflect.String:
		if !utf8.ValidString(src.String()) {
			return roundTrip(dst, src, fill) // json.Marshal rewrites invalid bytes
		}
		dst.Set(src)
	case reflect.Pointer:
		if !src.IsNil() {
			dst.Set(reflect.New(src.Type().Elem()))
			return copyFilled(dst.Elem(), src.Elem(), fill)
		}
	case reflect.Struct:
		return copyStruct(dst, src, fill)
	case reflect.Slice:
		return copySlice(dst, src, fill)
	case reflect.Array:
		for i := range src.Len() {
			if err := copyFilled(dst.Index(i), src.Index(i), fill); err != nil {
				return err
			}
		}
	case reflect.Map:
		return copyMap(dst, src, fill)
	case reflect.Bool, reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64,
		reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64, reflect.Uintptr,
		reflect.Float32, reflect.Float64:
		dst.Set(src)
	default:
		return roundTrip(dst, src, fill)
	}
	return nil
}

// copyStruct copies the exported fields json.Marshal writes.
func copyStruct(dst, src reflect.Value, fill bool) error {
	t := src.Type()
	for i := range t.NumField() {
		f := t.Field(i)
		if f.Anonymous {
			return roundTrip(dst, src, fill) // promoted fields: leave them to encoding/json
		}
		if !f.IsExported() || f.Tag.Get("json") == "-" {
			continue
		}
		if err := copyFilled(dst.Field(i), src.Field(i), fill); err != nil {
			return err
		}
	}
	return nil
}

// copySlice copies a slice; a nil one becomes empty when filling.
func copySlice(dst, src reflect.Value, fill bool) error {
	if src.IsNil() {
		if fill {
			dst.Set(reflect.MakeSlice(src.Type(), 0, 0))
		}
		return nil
	}
	if src.Type().Elem().Kind() == reflect.Uint8 && !ownCodec(src.Type().Elem()) {
		dst.Set(reflect.ValueOf(bytes.Clone(src.Bytes())).Convert(src.Type())) // base64 both ways
		return nil
	}
	out := reflect.MakeSlice(src.Type(), src.Len(), src.Len())
	for i := range src.Len() {
		if err := copyFilled(out.Index(i), src.Index(i), fill); err != nil {
			return err
		}
	}
	dst.Set(out)
	return nil
}

// copyMap copies a map; fillNilSlices fills only the values of maps of
// slices, so the values of other maps are copied without filling.
func copyMap(dst, src reflect.Value, fill bool) error {
	if src.IsNil() {
		return nil
	}
	t := src.Type()
	if t.Key().Kind() != reflect.String || ownCodec(t.Key()) {
		return roundTrip(dst, src, fill)
	}
	fillValues := fill && t.Elem().Kind() == reflect.Slice
	out := reflect.MakeMapWithSize(t, src.Len())
	iter := src.MapRange()
	for iter.Next() {
		k := iter.Key()
		if !utf8.ValidString(k.String()) {
			return roundTrip(dst, src, fill)
		}
		v := reflect.New(t.Elem()).Elem()
		if err := copyFilled(v, iter.Value(), fillValues); err != nil {
			return err
		}
		out.SetMapIndex(k, v)
	}
	dst.Set(out)
	return nil
}

// roundTrip sets dst to src through json.Marshal and a decoder with
// UseNumber, then fills its nil slices when fill is true: what
// normalized did to the whole report.
func roundTrip(dst, src reflect.Value, fill bool) error {
	raw, err := json.Marshal(src.Interface())
	if err != nil {
		return err
	}
	dec := json.NewDecoder(bytes.NewReader(raw))
	dec.UseNumber()
	v := reflect.New(src.Type())
	if err := dec.Decode(v.Interface()); err != nil {
		return err
	}
	if fill {
		fillNilSlices(v.Elem())
	}
	dst.Set(v.Elem())
	return nil
}

var (
	marshalerType     = reflect.TypeFor[json.Marshaler]()
	unmarshalerType   = reflect.TypeFor[json.Unmarshaler]()
	textMarshalerType = reflect.TypeFor[encoding.TextMarshaler]()
	textUnmarshalType = reflect.TypeFor[encoding.TextUnmarshaler]()
	numberType        = reflect.TypeFor[json.Number]()
)

// codecs memoises ownCodec by type (reflect.Type to bool).
var codecs sync.Map

// ownCodec reports whether t or *t has JSON or text methods of its own.
func ownCodec(t reflect.Type) bool {
	if own, ok := codecs.Load(t); ok {
		return own.(bool)
	}
	own := false
	for _, u := range []reflect.Type{t, reflect.PointerTo(t)} {
		own = own || u.Implements(marshalerType) || u.Implements(unmarshalerType) ||
			u.Implements(textMarshalerType) || u.Implements(textUnmarshalType)
	}
	codecs.Store(t, own)
	return own
}

// decoded returns what a json.Decoder with UseNumber makes, into an
// interface, of json.Marshal's output for v when v holds only JSON's own
// kinds (booleans, numbers, valid UTF-8 strings, and slices and
// string-keyed maps of them, nil ones included); ok is false for
// anything else (structs, pointers, types with their own JSON methods).
func decoded(v reflect.Value) (out any, ok bool) {
	if !v.IsValid() {
		return nil, true
	}
	if ownCodec(v.Type()) || v.Type() == numberType {
		return nil, false // json.Number is written as a number, not a string
	}
	switch v.Kind() {
	case reflect.Interface:
		if v.IsNil() {
			return nil, true
		}
		return decoded(v.Elem())
	case reflect.String:
		return v.String(), utf8.ValidString(v.String())
	case reflect.Bool:
		return v.Bool(), true
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		return json.Number(strconv.FormatInt(v.Int(), 10)), true
	case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64:
		return json.Number(strconv.FormatUint(v.Uint(), 10)), true
	case reflect.Float32, reflect.Float64:
		raw, err := json.Marshal(v.Interface()) // its own float format
		return json.Number(raw), err == nil
	case reflect.Slice:
		if v.Type().Elem().Kind() == reflect.Uint8 {
			return nil, false // base64
		}
		if v.IsNil() {
			return nil, true
		}
		return decodedSlice(v)
	case reflect.Map:
		if v.Type().Key().Kind() != reflect.String || ownCodec(v.Type().Key()) {
			return nil, false
		}
		if v.IsNil() {
			return nil, true
		}
		return decodedMap(v)
	}
	return nil, false
}

func decodedSlice(v reflect.Value) (any, bool) {
	out := make([]any, v.Len())
	for i := range out {
		e, ok := decoded(v.Index(i))
		if !ok {
			return nil, false
		}
		out[i] = e
	}
	return out, true
}

func decodedMap(v reflect.Value) (any, bool) {
	out := make(map[string]any, v.Len())
	iter := v.MapRange()
	for iter.Next() {
		k := iter.Key().String()
		e, ok := decoded(iter.Value())
		if !ok || !utf8.ValidString(k) {
			return nil, false
		}
		out[k] = e
	}
	return out, true
}
