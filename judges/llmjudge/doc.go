// Package llmjudge is the model-backed bench: a judges.Judge, a
// judges.Critic and an image inspector over one llm.Model (normally the
// bounded, cached llm.Client).
//
// It is built to be grounded, cheap and repeatable:
//
//   - One call drafts the three personas' opinions of a criterion (not one
//     per persona), and one call reviews the three drafts; revisions are
//     per persona and only happen when a critique found something new.
//   - A criterion with no selected evidence, or whose machine rules say it
//     cannot be judged, never reaches the model: it is insufficient_data.
//   - The prompt carries only the criterion's selected evidence, in
//     relevance order, cut to a token budget per call; evidence is fenced
//     as untrusted repository data (llm.Untrusted).
//   - The deterministic judges.RuleCritic runs before the model critic on
//     every round and after the loop (judges.Reflect), so unknown ids,
//     misquotes, found=false evidence used as support, text addressed to
//     the model used as support, and scores without evidence never survive.
//   - Answers are JSON validated against a schema; a bad answer is retried
//     once with the error, then the opinion falls back to the offline rule
//     judge (judges.Evaluate records the fallback on the opinion).
//
// A Panel is safe for concurrent use.
package llmjudge
