package docs

// Cue phrases (lower case) that decide, from the words around a mention,
// that it is not a claim of existence. Rules as data: each list has its
// true and false positives in classify_test.go.

// absenceAfter: the text says the path does not exist ("`x` is missing").
var absenceAfter = []string{
	"does not exist", "doesn't exist", "do not exist", "don't exist", "is missing", "are missing",
	"is dead", "is a dead link", "is broken", "are dead", "are broken", "or anywhere else",
	"is absent", "have been removed", "no longer exist", "is not present", "is not in the repo",
	"was not found", "were not found", "is not tracked", "is nowhere", "was never created",
	"was never committed", "is not included", "is not committed", "is not implemented",
	"isn't implemented", "was never implemented", "is unimplemented", "was renamed", "has been renamed",
	"is renamed", "was moved", "has been moved", "was replaced", "has been replaced", "is past the end",
	"is beyond the end", "is out of range", "cannot be there", "can't be there", "is wrong",
	"is incorrect", "is likewise missing", "are likewise missing", "is also missing", "are also missing",
	"points nowhere", "leads nowhere", "goes nowhere", "can't be right", "cannot be right",
	"is not right", "isn't right", "became", "not published", "is not published", "not in this repo",
	"not in this repository", "is not in this repo", "is not in this repository",
}

// absenceContrast: anywhere later in the clause, "but" denies what the
// clause said about the path ("`qif.py` is mentioned in the README but not
// implemented").
var absenceContrast = []string{
	"but not implemented", "but is not implemented", "but isn't implemented", "but never implemented",
	"but was never implemented", "but does not exist", "but doesn't exist", "but it does not exist",
	"but it doesn't exist", "but is missing", "but was never created", "but was never committed",
	"but is not in the repo", "but is not in the repository", "but not present", "but is not present",
	"but missing", "but absent", "but not there", "but is absent",
}

// absenceLater: later in the sentence, with no other mention in between,
// the text says the subject is not in the repository ("`xlsx_export.py`
// even though that file is not in the repository").
var absenceLater = []string{
	"is not in the repository", "is not in the repo", "isn't in the repository", "isn't in the repo",
	"not in the tree", "is not in the tree", "isn't in the tree", "not in the codebase",
	"is not in the codebase", "are not in the repository", "are not in the repo", "no such file",
	"is not part of the repository", "cannot be found", "can't be found", "could not be found",
	"couldn't be found", "is nowhere to be found", "no longer exists", "does not exist", "doesn't exist",
	"cannot be there", "can't be there", "could not find it", "couldn't find it", "is past the end of",
	"is beyond the end of", "neither was committed", "neither were committed", "neither exists",
	"none of them exist", "none of them exists", "is not committed", "are not committed", "not checked in",
	"was never committed", "were never committed", "was never pushed", "never made it into the repo",
	"not pushed yet", "not pushed", "isn't pushed", "only exists locally", "only locally", "written locally",
	"own machine", "that we deleted", "we deleted", "we removed", "that we removed", "later removed",
	"which we removed", "was later removed", "has never existed", "there has never been a file",
	"never been a file", "no file of that name", "no file by that name", "moved that to", "moved it to",
	"renamed it to", "renamed that to", "moved them to", "out of the repository", "out of the repo",
	"out of version control", "keep it out of", "do not exist", "don't exist", "never existed", "are absent", "is absent", "are also absent",
	"is also absent", "neither of which i can find", "neither of which i could find", "which i can't find",
	"which i cannot find", "which i couldn't find",
}

// userLocalCues right before the path make it someone's own copy ("my
// local `Editor.log`"); userPlaceCues near it put it on their machine.
var userLocalCues = []string{"my local", "your local", "my own", "their own"}
var userPlaceCues = []string{"on my machine", "on my mac", "on my laptop", "on my computer", "my own machine",
	"their own machine", "on your machine", "on your laptop", "in my home",
	"on my side", "in my repo", "in my own repo", "next to your", "alongside your", "your site's", "in your site", "your own site", "in the directory you", "in your working directory",
	"in the current directory", "in the current working directory", "in your fork", "in your own fork", "on your fork", "in my fork", "on a local branch", "in your local branch",
	"in my branch", "on my branch", "inside your"}

// foreignNear: provenance cues that name another project within five words
// of the path ("inspired by the Spring PetClinic sample (`x`)"), unless a
// word of place comes between ("borrowed from the pool at `src/db/pool.ts`").
var foreignNear = []string{"inspired by", "borrowed from", "adapted from", "ported from", "copied from", "taken from"}

// goneAfter: right after the path, the text says it was removed since
// ("`Markdown.hs` deleted", "`x` was removed in 0.4"): gone, not invented.
var goneAfter = []string{"deleted", "removed", "was deleted", "was removed", "were removed", "were deleted",
	"has been removed", "has been deleted", "got deleted", "got removed", "is gone", "was dropped",
	"has been dropped", "no longer exists",
	"went to", "moved to", "moved under", "moved into", "renamed to", "renamed as", "was moved", "were moved", "got moved", "has moved", "has been moved",
	"was renamed", "were renamed", "has been renamed", "got renamed",
	"(outdated)"} // a review comment on a file of an earlier diff

// foreignLater: later in the sentence, with no other mention in between,
// the text gives the path to another project ("(`Owner.java`) is from
// another project").
var foreignLater = []string{
	"from another project", "from a different project", "belongs to another project",
	"is another project's", "not from this project", "not part of this project", "from another repository",
	"from a different repository", "another team's", "from another team", "from another codebase",
	"there, not in", "there, not here",
	// a toolchain's own tree ("a copy of cmd/internal/browser from the go
	// distribution", golang/tools)
	"from the go distribution", "in the go distribution", "from the go source tree", "in the go source tree",
	"from the standard library", "in the standard library", "from the go standard library", "in the go standard library",
}

// absenceBefore: the word right before the path denies it ("no `tests/`").
var absenceBefore = []string{
	"no", "missing", "lacks", "lacks a", "lacks an", "without", "without a", "absence of", "nothing under", "nothing in",
	"there is no", "removed", "deleted", "non-existent", "nonexistent", "no such",
	"renamed from", "moved from", "formerly", "the old", "the former", "replaces", "replaced",
	"neither does", "nor does", "neither do", "nor do", "neither is", "nor is", "is not in", "are not in",
	"isn't in", "aren't in", "was not in", "were not in", "removes", "deletes", "drops",
}

// foreignCues: the clause quotes another repository or report.
var foreignCues = []string{
	"still talked about", "still talks about", "still referred to", "still refers to", "still mentioned",
	"still mentions", "still points to", "still pointed to", "still tells you", "still told",
	"third-party", "third party", "other projects", "other projects'", "another repo's", "another project's", "other repo's", "another team's repo",
	"their repo", "their repository", "their codebase", "their code", "their report", "in their",
	"peer's", "the peer", "peer report", "peer repo", "upstream", "another repo", "other repo",
	"another project", "the original repo", "original repository", "forked from", "fork of",
	"claimed", "claims that", "alleged", "reportedly", "hallucinat", "the other team",
	"their project", "their implementation", "other team's", "their readme", "their docs",
	"the report cites", "report cites", "the report says", "report says", "the readme says",
	"readme says", "they claim", "they say", "is cited by", "referenced in their",
	"compare with", "compared with",
	"attached as", "attached", "attachment", "uploaded as", "submitted as",
	"compare to", "compared to", "in the upstream", "from the upstream",
}

// outputBefore: the tool writes the path ("writes `audit/report.md`").
var outputBefore = []string{
	"ends up in", "end up in", "end up under",
	"writes", "writes to", "written to", "write to", "writing to", "saved to", "saves to",
	"save to", "saved as", "saves as", "saved in", "saves it to", "output to", "outputs to",
	"outputs", "output is", "output goes to", "output file", "output path", "generates",
	"produces", "emits", "dumps", "dumped to", "exported to", "logs to", "download named", "downloads as", "builds", "compiles", "bundles", "compiled to", "built to", "creates", "will produce", "will generate", "will create", "will write",
	"generated in", "generated at", "generated under", "generated into", "written into", "saved into", "appear in", "appears in", "will appear",
	"persisted to", "persists to", "cached in", "caches to", "downloaded to", "downloads to",
	"written under", "results are in", "report is saved", "lands in", "is saved to",
	"in the artifact", "in the artifacts", "in the ci artifact", "in the ci artifacts",
}

// storeBefore are the outputBefore cues that keep data at run time
// ("cached in", "saved to"): they never name a source file ("lookups are
// cached in `src/api/barcodeCache.ts`" is the module that caches), while
// the generating cues do ("generates `api.pb.go`").
var storeBefore = []string{
	"saved to", "saves to", "save to", "saved in", "saves it to", "dumped to", "logs to",
	"persisted to", "persists to", "cached in", "caches to", "downloaded to", "downloads to",
	"results are in", "lands in", "is saved to", "appear in", "appears in",
	"in the artifact", "in the artifacts", "in the ci artifact", "in the ci artifacts",
}

// outputAfter: the text after the path says it is produced at run time.
var outputAfter = []string{
	"as an artifact", "as a build artifact", "as artifacts", "as a ci artifact",
	"is generated", "are generated", "gets generated", "is created", "are created", "gets created",
	"will be created", "will be generated", "will be written", "is written", "are written",
	"is produced", "is saved", "are saved", "is auto-generated", "(generated", "(auto-generated",
	"(output", "(created", "(gitignored", "(ignored", "is gitignored", "is ignored", "(runtime",
	"(created at runtime", "is regenerated", "is rebuilt", "(not committed", "is not committed",
	"in the working directory", "in the current directory", "in your working directory",
	"in the current working directory",
}

// createBefore: the reader is told to create the path ("Create a `.env`").
var createBefore = []string{
	"create", "create a", "create an", "creating", "make a new", "set up a", "copy it to",
	"rename it to", "rename to", "save it as", "name it", "copy to", "copy the example to",
	"should be named", "must be named", "should be called", "must be called",
	"place at", "place it at", "place it in", "place them in", "save it to", "save them to", "download it to",
}

// moveVerbs take a new name after "to", "into" or "as": "Copy `.env.example`
// to `.env`", "Rename `main.py` to `app.py`", "Split `a.py` into `b.py`".
// The source stays a claim; the target is created (copy) or proposed.
var moveVerbs = map[string]string{
	"copy": ReasonCreated, "cp": ReasonCreated, "duplicate": ReasonCreated, "copied": ReasonCreated,
	"rename": ReasonProposal, "move": ReasonProposal, "mv": ReasonProposal, "split": ReasonProposal,
	"extract": ReasonProposal, "migrate": ReasonProposal, "refactor": ReasonProposal,
	"put": ReasonProposal, "upload": ReasonProposal, "uploaded": ReasonProposal, "attach": ReasonProposal, "submit": ReasonProposal, "resubmit": ReasonProposal, "re-submit": ReasonProposal,
	"export": ReasonOutput, "exported": ReasonOutput, "convert": ReasonOutput, "converted": ReasonOutput,
	"print": ReasonOutput, "printed": ReasonOutput,
}

// proposalCues anywhere in the clause mark a plan, proposal or example.
var proposalCues = []string{
	"plan to", "planning to", "we will", "we'll", "we would", "will be added",
	"will be implemented", "will be introduced", "will be moved", "will be split", "will live",
	"to be added", "to be created", "to be implemented", "to be written", "todo", "to-do", "fixme",
	"future work", "in the future", "next step", "roadmap", "proposal", "propose", "proposed",
	"described as plans", "as plans", "as a plan", "as future work", "is planned", "are planned", "planned for",
	"or similar", "could add", "could be",
	"could live", "could create", "should be in", "should be at", "should be under", "should go in",
	"should go into", "should be added", "should be created", "should be written",
	"should be introduced", "should exist", "should add", "should create", "should live",
	"should contain", "should include", "would be", "would add", "would live", "would create",
	"might", "consider adding", "consider creating", "consider moving", "consider splitting",
	"not yet", "yet to be", "coming soon", "eventually", "recommend adding", "recommend creating",
	"suggest adding", "suggest creating", "we recommend", "it is recommended", "need to add",
	"needs to be added", "needs to be created", "need to create", "will contain", "will hold",
	"will store", "hypothetical", "imagine", "if you had", "something like", "a file like",
	"would need", "could look like", "would look like", "we intend", "intend to", "aim to add",
	"future-work item", "future-work items", "suggest moving", "would be needed",
	"a revised report", "revised version", "a corrected", "the suggested", "the proposed", "a matching", "a corresponding", "could go in", "could go into",
	"would go in", "next deliverable", "a possible", "a potential", "a future", "i'd put", "i'd add", "i'd create", "i'd move", "i'd write", "i would put", "i would add", "a good idea", "worth adding", "would be nice", "nice to have",
	"that will be", "which will be", "will be called", "will be named", "will put", "i'll put", "i'll add", "i will add", "i'll write", "i will write", "i'll create",
	"open to a", "open to adding", "wants a", "want a", "asked for a", "asks for a",
	"happy to take a", "would accept a", "happy to review a",
	"worth doing", "talked about a", "talked about adding", "discussed a", "discussed adding",
	"be nicer", "be cleaner", "in a follow-up", "split out a",
}

// exampleNear: "e.g. `x`", "`x`, for example": the path is an example of
// a kind, when the cue stands next to it; further off it exemplifies
// something else ("exceptions (for example Texas Independence Day) are
// handled in `holidays.py`").
var exampleNear = []string{"e.g.", "e.g.,", "eg.", "for example", "for instance", "such as", "say"}

// hedgesBefore: a hedge or a mistaken belief shortly before the path makes it a possibility
// ("possibly with a router node (`nodes/router.py`)"); after the path it
// qualifies something else.
var hedgesBefore = []string{"possibly", "perhaps", "maybe", "probably", "planned",
	// a recollection the text goes on to correct ("She thought they were
	// in `config/qc.yaml`; Raj pointed out ...")
	"thought it was", "thought they were", "thought it lived", "thought they lived",
	"assumed it was", "assumed they were", "believed it was", "believed they were", "misremembered"}

// proposalBefore: the path is the object of a verb of addition ("add a
// `docs/deferrals.md`"); a locative preposition in between ("add X to
// `src/a.py`") cancels it.
var proposalBefore = []string{
	"add", "adding", "introduce", "introducing", "provide", "write", "split into", "extract into", "move it to", "move to", "moved to",
	"move into", "moves into", "moves as-is into", "will move into",
	"rename to", "renamed to", "migrate to",
}

// locatives between a verb cue and the path mean the path is where the
// action happens, hence an existing file.
var locatives = setOf("in", "into", "inside", "to", "under", "within", "from", "of", "at", "on",
	"alongside", "beside", "next", "near", "via", "using", "through", "by", "for", "with")

// locativesOrPointers also cancel a verb of addition when the reader is
// pointed to the path ("if you are adding a format, see `formats.md`").
var locativesOrPointers = func() map[string]bool {
	m := setOf("see", "read", "check", "follow", "consult")
	for w := range locatives {
		m[w] = true
	}
	return m
}()

// modifySections are headings of files a plan changes, which exist now;
// they override a future section around them ("Proposed change / Files to
// modify").
var modifySections = []string{"files to modify", "files to change", "files to update", "files to edit",
	"modified files", "files modified", "changed files", "existing files"}

// futureSections are headings whose content is a plan.
var futureSections = []string{
	"future", "roadmap", "next step", "todo", "to do", "to-do", "planned", "plans", "proposal",
	"proposed", "wishlist", "backlog", "ideas", "upcoming", "not yet implemented",
	"do next", "would do", "next time", "further work", "what's next", "what next",
	"not started", "half done", "unfinished", "not finished", "plan for", "next phase", "second half",
	"remaining work", "suggested new", "files to add", "files to create", "hand in next", "to hand in",
	"next submission", "resubmission", "action item", "file moves",
	"target layout", "target structure", "target architecture", "target state", "(target)", "desired layout",
	"desired structure", "end state", "i'd add", "i would add", "we'd add", "suggested additions",
	"recommended additions", "files worth adding",
}

// addBefore: the proposal adds the path, so it does not exist yet.
var addBefore = []string{
	"add", "add a", "add an", "adding", "adding a", "introduce", "introduce a", "introducing",
	"a new", "write", "write a", "provide a", "include a", "ship a", "publish a",
}

// removedSections list what a release removed (a changelog's "Removed"):
// those paths are gone, and the document says so.
var removedSections = []string{"removed", "deleted", "not found", "expected but", "missing files", "could not find"}

// createdSections list files the author created locally ("Files I created").
var createdSections = []string{"files i created", "local files"}

// referenceSections are headings whose content cites other works (a
// bibliography), not this repository.
var referenceSections = []string{
	"references", "bibliography", "works cited", "sources cited", "further reading", "related work",
	"prior work", "acknowledg", "credits", "related project", "similar project", "alternatives",
	"prior art", "inspiration", "related tool", "related system", "related software", "related approach",
	"existing tools", "existing solutions", "other tools", "comparison with", "state of the art",
}

// slugCues in the clause make a two-segment name an owner/repo reference.
var slugCues = []string{
	"fork", "github", "gitlab", "bitbucket", "huggingface", "hugging face", "clone", "upstream",
	"library", "libraries", "package", "dependency", "dependencies", "depends on", "docker",
	"image", "model", "install", "built on", "based on", "uses:", "organization", "org ",
	"action", "template from", "maintained by", "repo ", "repository",
	"compared with", "compared to", "comparison with", "unlike", "similar to", "alternative to",
	"alternatives", "inspired by", "versus", "vs", "vs.",
}

// placeholderStems are file or directory names that stand for any name.
var placeholderStems = setOf(
	"some", "any", "foo", "bar", "baz", "qux", "quux", "xxx", "yyy", "zzz", "xyz", "placeholder",
	"somefile", "some_file", "some-file", "filename", "file_name", "file-name", "yourfile",
	"myfile", "my_file", "my-file", "my-project", "my_project", "myproject", "my-app", "my_app",
	"myapp", "my-repo", "my_repo", "myrepo", "my-package", "my_package", "mypackage",
	"my-module", "my_module", "mymodule", "some-dir", "some_dir", "somedir", "some-path",
	"your-repo", "project-name", "project_name", "repo-name", "repo_name", "name-of-file",
	"example-file", "sample-file", "dummy", "thing", "whatever",
)
