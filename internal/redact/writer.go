package redact

import "io"

// Writer returns a writer that redacts each Write before passing it to w.
// Every Write must carry whole lines (zerolog writes one event per Write;
// fmt.Fprintf one message), so that nothing to redact is split between
// two writes. It reports len(p) written on success.
func (r *Redactor) Writer(w io.Writer) io.Writer { return &writer{r: r, w: w} }

type writer struct {
	r *Redactor
	w io.Writer
}

func (x *writer) Write(p []byte) (int, error) {
	if _, err := io.WriteString(x.w, x.r.String(string(p))); err != nil {
		return 0, err
	}
	return len(p), nil
}
