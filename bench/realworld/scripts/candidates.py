#!/usr/bin/env python3
"""Pooled candidates for labelling one repository (LABELLING.md, sources b and c).

usage: candidates.py GITDIR COMMIT REPORT_JSON DOC [DOC...]

For each document: every token of the regex sweep that does not resolve in
the tree at COMMIT (exactly, relative to the document, or as a unique
suffix), and every path mention the detector recorded in REPORT_JSON (an
`auditor audit` of the same commit) with a status other than resolved.
Source (a), reading the whole document, is yours: `go run
./bench/realworld/cmd/doctext GITDIR COMMIT DOC`.
"""
import json, re, subprocess, sys, posixpath

git, commit, report, docs = sys.argv[1], sys.argv[2], sys.argv[3], sys.argv[4:]
tree = subprocess.run(["git", "--git-dir", git, "ls-tree", "-r", "--name-only", commit],
                      capture_output=True, text=True, check=True).stdout.split("\n")
files = set(t for t in tree if t)
dirs = set()
for f in files:
    p = f
    while "/" in p:
        p = p.rsplit("/", 1)[0]
        dirs.add(p)

def resolves(tok, docdir):
    t = tok.split("#")[0].split("?")[0].strip("`'\"()<>[],;:").rstrip(".")
    if not t:
        return True
    t = t[2:] if t.startswith("./") else t
    cands = [t.lstrip("/"), posixpath.normpath(posixpath.join(docdir, t))]
    for c in cands:
        c = c.rstrip("/")
        if c in files or c in dirs or c + ".md" in files:
            return True
    suf = [f for f in files if f.endswith("/" + t.rstrip("/"))]
    return len(suf) == 1

TOKEN = re.compile(r"(?:\]\(([^)\s]+)\))|((?:[\w.@~-]+/)+[\w.@-]*|[\w-]+\.(?:py|md|ts|tsx|js|go|rs|json|ya?ml|toml|txt|csv|ipynb|pdf|png|jpe?g|svg|sh|java|kt|c|h|cpp|hpp|rb|cfg|ini|lock|env|html|css))")

rep = json.load(open(report))
by_doc = {}
for src, evs in rep.get("evidences", {}).items():
    for e in evs:
        c = e.get("claim") or {}
        if e.get("evidence_class") == "PATH_CLAIM" and c.get("status") not in (None, "resolved") \
                and not c.get("reason", "").startswith("URL"):
            by_doc.setdefault(c["document"], []).append(c)

for doc in docs:
    docdir = posixpath.dirname(doc)
    print(f"=== {doc}")
    seen = set()
    if not doc.lower().endswith(".pdf"):
        text = subprocess.run(["git", "--git-dir", git, "show", f"{commit}:{doc}"],
                              capture_output=True, text=True, errors="replace").stdout
        for n, line in enumerate(text.split("\n"), 1):
            for m in TOKEN.finditer(line):
                tok = m.group(1) or m.group(2)
                if tok.startswith(("http://", "https://", "mailto:")) or resolves(tok, docdir):
                    continue
                key = (tok, n)
                if key in seen:
                    continue
                seen.add(key)
                print(f"  sweep {n}: {tok}    | {line.strip()[:120]}")
    for c in sorted(by_doc.get(doc, []), key=lambda c: (c.get("line", 0), c.get("text", ""))):
        print(f"  detector {c.get('line')}: {c.get('text')!r} -> {c.get('path')!r} [{c.get('status')}: {c.get('reason', '')[:80]}]")
