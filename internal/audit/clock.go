package audit

import (
	"fmt"
	"strconv"
	"time"
)

// Clock supplies the run's timestamps. A pinned clock (SOURCE_DATE_EPOCH)
// returns the same instant every time and reports zero durations, so two
// runs on the same input produce identical bytes.
type Clock struct {
	pinned *time.Time
}

// ClockFromEnv returns a clock pinned to SOURCE_DATE_EPOCH when set.
// An unparsable value is an error naming the variable.
func ClockFromEnv(getenv func(string) string) (Clock, error) {
	v := getenv("SOURCE_DATE_EPOCH")
	if v == "" {
		return Clock{}, nil
	}
	sec, err := strconv.ParseInt(v, 10, 64)
	if err != nil || sec < 0 {
		return Clock{}, fmt.Errorf("SOURCE_DATE_EPOCH=%q is not a non-negative number of seconds since 1970; unset it or set it to e.g. $(git log -1 --format=%%ct)", v)
	}
	t := time.Unix(sec, 0).UTC()
	return Clock{pinned: &t}, nil
}

// Pinned reports whether timestamps are fixed.
func (c Clock) Pinned() bool { return c.pinned != nil }

// Now returns the current (or pinned) time in UTC.
func (c Clock) Now() time.Time {
	if c.pinned != nil {
		return *c.pinned
	}
	return time.Now().UTC()
}

// Since returns the elapsed time, zero when pinned.
func (c Clock) Since(t time.Time) time.Duration {
	if c.pinned != nil {
		return 0
	}
	return time.Since(t)
}
