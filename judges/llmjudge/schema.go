package llmjudge

import (
	"encoding/json"

	"github.com/repo-auditor/auditor/internal/llm"
)

// opinionSchema is one persona's verdict; score is null exactly when state
// is insufficient_data.
const opinionSchema = `{
  "type": "object",
  "additionalProperties": false,
  "required": ["judge", "state", "score", "summary", "points"],
  "properties": {
    "judge": {"type": "string", "enum": ["prosecutor", "defense", "tech_lead"]},
    "state": {"type": "string", "enum": ["scored", "insufficient_data"]},
    "score": {"type": ["integer", "null"]},
    "summary": {"type": "string"},
    "points": {
      "type": "array",
      "items": {
        "type": "object",
        "additionalProperties": false,
        "required": ["text", "evidence_id", "stance"],
        "properties": {
          "text": {"type": "string"},
          "evidence_id": {"type": "string"},
          "stance": {"type": "string", "enum": ["support", "against"]}
        }
      }
    }
  }
}`

// issueSchema is one point of a review.
const issueSchema = `{
  "type": "object",
  "additionalProperties": false,
  "required": ["point", "evidence_id", "problem", "suggested_score"],
  "properties": {
    "point": {"type": "integer"},
    "evidence_id": {"type": "string"},
    "problem": {"type": "string"},
    "suggested_score": {"type": ["integer", "null"]}
  }
}`

var (
	benchSchema = schema("bench_opinions", `{
  "type": "object",
  "additionalProperties": false,
  "required": ["opinions"],
  "properties": {"opinions": {"type": "array", "items": `+opinionSchema+`}}
}`)
	reviseSchema = schema("revised_opinion", opinionSchema)
	reviewSchema = schema("opinion_reviews", `{
  "type": "object",
  "additionalProperties": false,
  "required": ["reviews"],
  "properties": {"reviews": {"type": "array", "items": {
    "type": "object",
    "additionalProperties": false,
    "required": ["judge", "issues"],
    "properties": {
      "judge": {"type": "string", "enum": ["prosecutor", "defense", "tech_lead"]},
      "issues": {"type": "array", "items": `+issueSchema+`}
    }
  }}}
}`)
	visionSchema = schema("image_reading", `{
  "type": "object",
  "additionalProperties": false,
  "required": ["is_diagram", "description", "has_fan_out", "has_fan_in", "answer", "answer_yes"],
  "properties": {
    "is_diagram": {"type": "boolean"},
    "description": {"type": "string"},
    "has_fan_out": {"type": "boolean"},
    "has_fan_in": {"type": "boolean"},
    "answer": {"type": "string"},
    "answer_yes": {"type": "boolean"}
  }
}`)
)

func schema(name, doc string) *llm.Schema {
	if !json.Valid([]byte(doc)) {
		panic("llmjudge: schema " + name + " is not valid JSON")
	}
	return &llm.Schema{Name: name, JSON: json.RawMessage(doc), Strict: true}
}
