package aggregator

import (
	"testing"

	"github.com/repo-auditor/auditor/pkg/evidence"
)

func TestInstallStep(t *testing.T) {
	tests := []struct {
		kind       evidence.ClaimKind
		text, line string
		want       bool
	}{
		{evidence.KindFence, "requirements.txt", "pip install -r requirements.txt", true},
		{evidence.KindFence, "requirements-dev.txt", "uv pip install --upgrade -r requirements-dev.txt", true},
		{evidence.KindCode, "./requirements.txt", "python -m pip install -r ./requirements.txt", true},
		{evidence.KindFence, "environment.yml", "conda env create -f environment.yml", true},
		// look-alikes: the file is an argument of something else
		{evidence.KindFence, "requirements.txt", "pip freeze > requirements.txt", false},
		{evidence.KindFence, "other.txt", "pip install -r requirements.txt other.txt", false},
		{evidence.KindProse, "requirements.txt", "pip install -r requirements.txt", false},
		// an install instruction in words names the manifest it reads
		{evidence.KindProse, "setup.py", "2. Install the setup.py", true},
		{evidence.KindCode, "requirements.txt", "Install the dependencies listed in `requirements.txt` first.", true},
		{evidence.KindProse, "setup.py", "After installing, edit setup.py to add your name.", false},
		{evidence.KindProse, "requirements.txt", "Create a requirements.txt, then install it.", false},
		{evidence.KindProse, "notes.txt", "Install the notes.txt", false},
	}
	for _, tc := range tests {
		c := &evidence.Claim{Kind: tc.kind, Text: tc.text, Context: tc.line}
		if got := installStep(c); got != tc.want {
			t.Errorf("installStep(%q in %q) = %v, want %v", tc.text, tc.line, got, tc.want)
		}
	}
}

// TestCopiedTemplate: the template a setup step copies into the reader's
// own file is presupposed shipped (Abedulaziz01/conversion-engine's
// "Copy-Item .env.example .env"); the copy, a non-template source and a
// sentence are not.
func TestCopiedTemplate(t *testing.T) {
	tests := []struct {
		kind       evidence.ClaimKind
		text, line string
		want       bool
	}{
		{evidence.KindFence, ".env.example", "cp .env.example .env", true},
		{evidence.KindFence, ".env.example", "Copy-Item .env.example .env", true},
		{evidence.KindCode, "config/settings.sample.yaml", "copy config/settings.sample.yaml config/settings.yaml", true},
		{evidence.KindFence, "./.env.template", "cp -n ./.env.template .env && vi .env", true},
		{evidence.KindFence, ".env", "cp .env.example .env", false},
		{evidence.KindFence, "backup.db", "cp backup.db data.db", false},
		{evidence.KindProse, ".env.example", "cp .env.example .env", false},
		{evidence.KindFence, ".env.example", "cat .env.example", false},
	}
	for _, tc := range tests {
		c := &evidence.Claim{Kind: tc.kind, Text: tc.text, Context: tc.line}
		if got := copiedTemplate(c); got != tc.want {
			t.Errorf("copiedTemplate(%q in %q) = %v, want %v", tc.text, tc.line, got, tc.want)
		}
	}
	// through the aggregator, with the tie model on: flagged, not left
	// unconfirmed as a weakly tied name
	in := Input{Evidence: docsSet(claimEv("README.md", 104, evidence.KindFence, ".env.example", ctx("Copy-Item .env.example .env"))),
		Manifest: evidence.NewManifest([]string{"README.md", "main.py"}), Files: testFacts}
	if got := verdictOf(Aggregate(in)).Status; got != evidence.StatusMissing {
		t.Errorf("Copy-Item .env.example .env without .env.example: %s, want missing", got)
	}
}

func TestDocPointer(t *testing.T) {
	tests := []struct {
		kind       evidence.ClaimKind
		text, line string
		want       bool
	}{
		{evidence.KindCode, "REDUCERS.md", "See **`REDUCERS.md`** for how parallel detectives contribute.", true},
		{evidence.KindProse, "docs/architecture.md", "The design is described in docs/architecture.md.", true},
		{evidence.KindProse, "LICENSE", "MIT License – See LICENSE file for details.", true},
		// a source file is pointed to by "see" only ("open" is often the reader's file)
		{evidence.KindCode, "__version__.py", "- **A version bump**: see `__version__.py`.", true},
		{evidence.KindCode, "config.yaml", "Open `config.yaml` and set your key.", false},
		// look-alikes: not a document, or no pointer
		{evidence.KindCode, "setup.py", "See `setup.py` for the entry points.", true},
		{evidence.KindCode, "CHANGELOG.md", "We keep a `CHANGELOG.md` once we release.", false},
		{evidence.KindFence, "README.md", "cat README.md # see README.md", false},
	}
	for _, tc := range tests {
		c := &evidence.Claim{Kind: tc.kind, Text: tc.text, Context: tc.line}
		if got := docPointer(c); got != tc.want {
			t.Errorf("docPointer(%q in %q) = %v, want %v", tc.text, tc.line, got, tc.want)
		}
	}
}

// TestEvidenceLabel: a report's evidence label presupposes the file; a
// plan's "File:" label and a label further off do not.
func TestEvidenceLabel(t *testing.T) {
	tests := []struct {
		kind       evidence.ClaimKind
		text, line string
		want       bool
	}{
		{evidence.KindCode, "docs/architecture.pdf", "**Rubric Dimension ID:** `dimension.04` **Target Artifact:** `docs/architecture.pdf`", true},
		{evidence.KindProse, "reports/stategraph_diagram.png", "*Cited evidence: reports/stategraph_diagram.png*", true},
		{evidence.KindProse, "Architecture_Report.md", "● Location: Architecture_Report.md ● Rationale: ...", true},
		// look-alikes
		{evidence.KindProse, "src/config.py", "File: src/config.py (NEW FILE).", false},
		{evidence.KindProse, "src/graph.py", "Location: the graph module, which we split out of src/graph.py last week", false},
		{evidence.KindFence, "out/report.md", "location: out/report.md", false},
	}
	for _, tc := range tests {
		c := &evidence.Claim{Kind: tc.kind, Text: tc.text, Context: tc.line}
		if got := evidenceLabel(c); got != tc.want {
			t.Errorf("evidenceLabel(%q in %q) = %v, want %v", tc.text, tc.line, got, tc.want)
		}
	}
}

// TestAgentConventionName: a convention file's bare name in running text
// is the convention; a pointer to it, a link or a path is a claim.
func TestAgentConventionName(t *testing.T) {
	tests := []struct {
		kind       evidence.ClaimKind
		text, line string
		want       bool
	}{
		{evidence.KindProse, "SOUL.md", `Protocols to verify the "identity" or "persona" of another agent (SOUL.md).`, true},
		{evidence.KindCode, "AGENTS.md", "`AGENTS.md` governance files are a growing convention.", true},
		{evidence.KindProse, "AGENTS.md", "See AGENTS.md for the rules our agents follow.", false},
		{evidence.KindLink, "AGENTS.md", "[rules](AGENTS.md)", false},
		{evidence.KindCode, "docs/AGENTS.md", "`docs/AGENTS.md` holds the rules.", false},
		{evidence.KindProse, "README.md", "the README.md of another agent", false},
	}
	for _, tc := range tests {
		c := &evidence.Claim{Kind: tc.kind, Text: tc.text, Context: tc.line}
		if got := agentConventionName(c, tc.text); got != tc.want {
			t.Errorf("agentConventionName(%q in %q) = %v, want %v", tc.text, tc.line, got, tc.want)
		}
	}
}

func TestExampleArgument(t *testing.T) {
	tests := []struct {
		text, line string
		want       bool
	}{
		{"reports/their_report.pdf", "python main.py https://github.com/user/target-repo --pdf reports/their_report.pdf", true},
		{"./reports/report.pdf", `uv run python main.py "https://github.com/owner/repo" "./reports/report.pdf"`, true},
		{"reports/interim_report.md", "python -m src.graph https://github.com/user/repo.git reports/interim_report.md --interim", true},
		{"audit/peer_report/audit_report.json", "uv run python main.py --repo <url> --pdf <path> --output audit/my_run --compare audit/peer_report/audit_report.json", true},
		{"src/transforms/revenue.py", "python -m src.cli query /path/to/repo blast_radius src/transforms/revenue.py", true},
		// look-alikes: no URL on the line, or not a report file, or the
		// script run on a placeholder URL
		{"src/graph.py", "python src/graph.py https://github.com/user/repo.git out.md", false},
		{"src/graph.py", "python src/graph.py --repo <url>", false},
		{"reports/final_report.pdf", "open reports/final_report.pdf", false},
		{"src/graph.py", "python src/graph.py https://github.com/o/r", false},
		{"configs/train.yaml", "python train.py --data /path/to/data --config configs/train.yaml", false},
		{"src/cli.py", "python src/cli.py /path/to/repo", false},
	}
	for _, tc := range tests {
		c := &evidence.Claim{Kind: evidence.KindFence, Text: tc.text, Context: tc.line}
		if got := exampleArgument(c); got != tc.want {
			t.Errorf("exampleArgument(%q in %q) = %v, want %v", tc.text, tc.line, got, tc.want)
		}
	}
}
