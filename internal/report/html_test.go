package report

import (
	"bytes"
	"regexp"
	"strings"
	"testing"
)

func TestHTMLGolden(t *testing.T) {
	for _, name := range fixtures {
		t.Run(name, func(t *testing.T) {
			r := loadFixture(t, name)
			checkGolden(t, name+".html", render(t, func(w *bytes.Buffer) error { return WriteHTML(w, r) }))
		})
	}
}

// TestHTMLHostile renders attacker-controlled text everywhere and requires
// it to come out inert: the only <script> is ours, no event handler
// attribute, no javascript: URL.
func TestHTMLHostile(t *testing.T) {
	out := string(render(t, func(w *bytes.Buffer) error { return WriteHTML(w, hostileReport()) }))
	if n := strings.Count(strings.ToLower(out), "<script"); n != 1 {
		t.Errorf("found %d <script tags, want 1 (ours)", n)
	}
	for _, bad := range []string{"<img", "javascript:", "<b>x</b>", `"><script`} {
		if strings.Contains(strings.ToLower(out), bad) {
			t.Errorf("HTML contains %q", bad)
		}
	}
	if m := regexp.MustCompile(`<[^>]*\sonerror`).FindString(out); m != "" {
		t.Errorf("event handler attribute in a tag: %s", m)
	}
	if !strings.Contains(out, "&lt;script&gt;alert(1)&lt;/script&gt;") {
		t.Error("hostile text was not rendered escaped (was it dropped?)")
	}
}

// TestHTMLSelfContained checks the page loads nothing: no src attributes,
// no stylesheet links, no url() or @import in CSS, a CSP that forbids
// network access.
func TestHTMLSelfContained(t *testing.T) {
	out := string(render(t, func(w *bytes.Buffer) error { return WriteHTML(w, loadFixture(t, "full")) }))
	for _, re := range []string{`\ssrc=`, `<link[^>]+stylesheet`, `url\(`, `@import`, `<iframe`, `<object`} {
		if regexp.MustCompile(re).MatchString(out) {
			t.Errorf("HTML matches %s", re)
		}
	}
	if !strings.Contains(out, `content="default-src 'none';`) {
		t.Error("no Content-Security-Policy default-src 'none'")
	}
}

func TestHTMLContent(t *testing.T) {
	out := string(render(t, func(w *bytes.Buffer) error { return WriteHTML(w, loadFixture(t, "full")) }))
	for _, want := range []string{
		`id="overall-score">30.83 / 100<`,
		`id="integrity">SUCCESS<`,
		`<svg id="score-chart"`,
		// GitHub blob link at the audited commit for a hallucinated claim
		`href="https://github.com/acme/widget/blob/3f2a9c1e8b7d6a5f4e3d2c1b0a9f8e7d6c5b4a39/docs/architecture.md#L14"`,
		`final_report.pdf <span class="muted">(external)</span>`,
		`<summary>Reflexion rounds (2)</summary>`,
		`data-source="vision" data-found="missing"`,
		// an external --report document is not linked
		`<td>final_report.pdf</td>`,
		// fixed-layout tables with set column widths: long unbreakable
		// content once squeezed the id column to two characters and made
		// every evidence row hundreds of pixels tall (scripts/browsercheck
		// measures the rendered layout)
		`<table id="evidence" class="fixed">`,
		`<table id="claims" class="fixed">`,
		`overflow-wrap:anywhere`,
	} {
		if !strings.Contains(out, want) {
			t.Errorf("HTML lacks %s", want)
		}
	}
	if got, want := strings.Count(out, "<tr data-source="), 24; got != want {
		t.Errorf("%d evidence rows, want %d", got, want)
	}
}

// TestHTMLSummaryUnconfirmed: the summary counts unconfirmed claims right
// after the hallucinated ones, and only when there are any.
func TestHTMLSummaryUnconfirmed(t *testing.T) {
	labels := func(r *Report) []string {
		var out []string
		for _, kv := range buildHTMLView(r).Summary {
			out = append(out, kv[0])
		}
		return out
	}
	with := labels(&Report{Summary: Summary{UnconfirmedClaims: 3}})
	if len(with) < 7 || with[4] != "Hallucinated" || with[5] != "Unconfirmed" || with[6] != "Rejected" {
		t.Errorf("summary labels %v: want Unconfirmed between Hallucinated and Rejected", with)
	}
	for _, l := range labels(&Report{}) {
		if l == "Unconfirmed" {
			t.Errorf("a report without unconfirmed claims shows the count")
		}
	}
}
