package pdftext

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"time"
	"unicode/utf8"

	pdfiumerrors "github.com/klippa-app/go-pdfium/errors"
	"github.com/klippa-app/go-pdfium/references"
	"github.com/klippa-app/go-pdfium/requests"
)

// extractPDFium runs one extraction on a borrowed engine instance, for
// at most maxDuration once the instance is obtained (ErrTooLarge beyond).
// Any panic becomes ErrCorrupt; an instance that failed mid-document is
// discarded rather than reused.
func extractPDFium(ctx context.Context, data []byte) (doc *Doc, err error) {
	work, cancel := context.WithCancel(ctx)
	defer cancel()
	s, err := openSession(ctx, work)
	if err != nil {
		return nil, err
	}
	timer := time.AfterFunc(maxDuration, cancel)
	defer timer.Stop()
	healthy := false
	defer func() {
		if r := recover(); r != nil {
			doc, err, healthy = nil, fmt.Errorf("%w: engine panic: %v", ErrCorrupt, r), false
		}
		s.release(healthy)
		switch {
		case err == nil:
		case ctx.Err() != nil:
			doc, err = nil, fmt.Errorf("pdf extraction interrupted: %w", ctx.Err())
		case work.Err() != nil:
			doc, err = nil, fmt.Errorf("%w: extraction exceeded %v", ErrTooLarge, maxDuration)
		}
	}()
	doc, healthy, err = extractDoc(work, s.api, data)
	return doc, err
}

// extractDoc opens data and extracts its pages. healthy reports whether
// the instance is still in a known state (every handle closed).
func extractDoc(ctx context.Context, a api, data []byte) (*Doc, bool, error) {
	opened, err := a.OpenDocument(&requests.OpenDocument{File: &data})
	if err != nil {
		return nil, true, openError(err)
	}
	h := opened.Document
	count, err := a.FPDF_GetPageCount(&requests.FPDF_GetPageCount{Document: h})
	if err != nil {
		return nil, false, fmt.Errorf("%w: page count: %v", ErrCorrupt, err)
	}
	doc := &Doc{PageCount: count.PageCount}
	progress, planned := PageProgress(ctx), min(count.PageCount, maxPages)
	progress(0, planned)
	text := 0
	images := &dataBudget{left: MaxDataImages}
	for i := 0; i < count.PageCount && !doc.Truncated; i++ {
		if i >= maxPages {
			doc.Truncated = true
			break
		}
		if err := ctx.Err(); err != nil {
			return nil, false, err
		}
		// Budget in characters: a character is at least one byte.
		p, cut, err := extractPage(a, h, i, maxTextBytes-text, images)
		if err != nil {
			return nil, false, fmt.Errorf("%w: page %d: %v", ErrCorrupt, i+1, err)
		}
		if text+len(p.Text) > maxTextBytes {
			p.Text, cut = cutUTF8(p.Text, maxTextBytes-text), true
		}
		text += len(p.Text)
		doc.Truncated = cut
		doc.Pages = append(doc.Pages, p)
		progress(len(doc.Pages), planned)
	}
	if _, err := a.FPDF_CloseDocument(&requests.FPDF_CloseDocument{Document: h}); err != nil {
		return doc, false, nil
	}
	return doc, true, nil
}

// openError maps PDFium's load errors to the package sentinels.
func openError(err error) error {
	switch {
	case errors.Is(err, pdfiumerrors.ErrPassword), errors.Is(err, pdfiumerrors.ErrSecurity):
		return fmt.Errorf("%w: %v", ErrEncrypted, err)
	default:
		return fmt.Errorf("%w: %v", ErrCorrupt, err)
	}
}

// extractPage returns the normalised text and image inventory of page
// index (0-based), closing every handle it opens. At most budget
// characters are read; the bool reports that the budget cut the text.
func extractPage(a api, doc references.FPDF_DOCUMENT, index, budget int, images *dataBudget) (Page, bool, error) {
	page := Page{Number: index + 1}
	lp, err := a.FPDF_LoadPage(&requests.FPDF_LoadPage{Document: doc, Index: index})
	if err != nil {
		return page, false, err
	}
	defer a.FPDF_ClosePage(&requests.FPDF_ClosePage{Page: lp.Page})
	ref := requests.Page{ByReference: &lp.Page}
	raw, cut, err := pageText(a, ref, budget)
	if err != nil {
		return page, false, err
	}
	page.Text = Normalize(raw)
	page.Images, err = pageImages(a, ref, images)
	return page, cut, err
}

// pageText returns PDFium's text for the page: content order, with its
// generated spaces and "\r\n" line breaks, reading at most budget
// characters (cut reports that the budget stopped it). PDFium joins a
// word hyphenated across lines and leaves U+FFFE in place of the hyphen
// and line break; they are put back, so lines match the page.
func pageText(a api, page requests.Page, budget int) (text string, cut bool, err error) {
	tp, err := a.FPDFText_LoadPage(&requests.FPDFText_LoadPage{Page: page})
	if err != nil {
		return "", false, err
	}
	defer a.FPDFText_ClosePage(&requests.FPDFText_ClosePage{TextPage: tp.TextPage})
	n, err := a.FPDFText_CountChars(&requests.FPDFText_CountChars{TextPage: tp.TextPage})
	if err != nil || n.Count <= 0 {
		return "", false, err
	}
	count := n.Count
	if count > budget {
		count, cut = budget, true
	}
	if count <= 0 {
		return "", cut, nil
	}
	t, err := a.FPDFText_GetText(&requests.FPDFText_GetText{TextPage: tp.TextPage, Count: count})
	if err != nil {
		return "", false, err
	}
	return strings.ReplaceAll(t.Text, "\uFFFE", "-\n"), cut, nil
}

// cutUTF8 returns the longest prefix of s of at most n bytes that does not
// split a UTF-8 sequence.
func cutUTF8(s string, n int) string {
	if len(s) <= n {
		return s
	}
	for n > 0 && !utf8.RuneStart(s[n]) {
		n--
	}
	return s[:n]
}
