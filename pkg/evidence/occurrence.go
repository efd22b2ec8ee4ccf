package evidence

// Occurrence is one citing location of a finding that several document
// lines led to (the same missing path cited by two documents): the
// finding's evidence id is per path, its occurrences are not lost.
type Occurrence struct {
	// Document is the citing document, as Claim.Document.
	Document string `json:"document"`
	External bool   `json:"external,omitempty"`
	Line     int    `json:"line"`
	Page     int    `json:"page,omitempty"`
	// Text is the path as written at this location.
	Text string `json:"text"`
	// Context is the sentence around it (bounded like Content).
	Context string `json:"context,omitempty"`
}

// OccurrenceOf is the citing location c describes.
func OccurrenceOf(c *Claim) Occurrence {
	return Occurrence{Document: c.Document, External: c.External, Line: c.Line, Page: c.Page,
		Text: c.Text, Context: Truncate(c.Context, MaxContent)}
}
